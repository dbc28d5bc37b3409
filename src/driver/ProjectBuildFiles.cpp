#include "ProjectBuildFiles.h"
#include "Findings.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

bool widenToBuildFileRoot(const DriverOptions &Opts,
                          const std::vector<SourceJob> &Jobs,
                          std::string &ProjectRoot) {
  if (!Opts.InRoot.empty() || Opts.CompilationDatabaseDir.empty() ||
      Opts.MigrateBuild == false || !(writesHeaders(Opts) || Opts.NoOutput))
    return false;
  std::vector<std::string> Directories;
  for (const SourceJob &J : Jobs)
    Directories.push_back(J.Job.Directory);
  std::string Root =
      buildFileRoot(Opts.CompilationDatabaseDir, ProjectRoot, Directories);
  if (!Root.empty())
    ProjectRoot = Root;
  return !Root.empty();
}

static bool migratesBuildFiles(const DriverOptions &Opts,
                               const std::string &ProjectRoot,
                               bool BuildFileRootFound) {
  if (ProjectRoot.empty() || ProjectRoot == "/")
    return false;
  return Opts.MigrateBuild.value_or(BuildFileRootFound);
}

std::optional<BuildFileSummary> addBuildFiles(const DriverOptions &Opts,
                                              const OutputPaths &Paths,
                                              bool BuildFileRootFound,
                                              std::vector<ConvertedFile> &Files,
                                              llvm::raw_ostream &Err) {
  if (!migratesBuildFiles(Opts, Paths.projectRoot(), BuildFileRootFound))
    return std::nullopt;
  std::vector<std::string> Skipped;
  for (const std::string &Dir : {Opts.OutputDir, Opts.CompilationDatabaseDir}) {
    llvm::SmallString<256> Path(Dir);
    if (Dir.empty() || llvm::sys::fs::make_absolute(Path))
      continue;
    llvm::sys::path::remove_dots(Path, true);
    Skipped.push_back(std::string(Path));
  }
  BuildFileMigration Build =
      migrateBuildFiles(Paths.projectRoot(), Skipped, Opts.Inplace);
  for (FileReport &Report : Build.Files) {
    printFindings(Report, Err);
    std::string Name = Paths.relativeToRoot(Report.Path);
    Files.push_back({std::move(Report), std::move(Name)});
  }
  return Build.Summary;
}

} // namespace hipify
