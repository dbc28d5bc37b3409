#include "BuildFileMigration.h"
#include "BuildMapping.h"
#include "CMakeLexer.h"
#include "Migrations.h"
#include "frontend/BackupReadingFileSystem.h"
#include "output/PathUtils.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace hipify {

namespace {

struct FoundFile {
  std::string Path, Kind;
  /// A symbolic link to a file outside the project: where it leads.
  std::string OutsideTarget;
};

/// Where \p Path, a symbolic link, leads when that lies outside \p Root:
/// another project's file, which is not this project's to migrate.
std::string targetOutside(llvm::StringRef Path, llvm::StringRef Root) {
  llvm::SmallString<256> Target, RealRoot;
  if (llvm::sys::fs::real_path(Path, Target) ||
      llvm::sys::fs::real_path(Root, RealRoot))
    return "";
  return isPathUnder(Target, RealRoot) ? "" : std::string(Target);
}

std::vector<FoundFile> findBuildFiles(llvm::StringRef Root,
                                      llvm::ArrayRef<std::string> Skipped,
                                      const BuildMapping &Map) {
  std::vector<FoundFile> Found;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Root, EC, false), End;
       It != End && !EC; It.increment(EC)) {
    llvm::StringRef Path = It->path();
    llvm::StringRef Name = llvm::sys::path::filename(Path);
    if (It->type() == llvm::sys::fs::file_type::directory_file) {
      if (Name.starts_with(".") || llvm::is_contained(Skipped, Path) ||
          llvm::sys::fs::exists(Path + "/CMakeCache.txt"))
        It.no_push();
      continue;
    }
    std::string Kind = Map.fileKind(Name);
    if (!Kind.empty() && llvm::sys::fs::is_regular_file(Path))
      Found.push_back({Path.str(), Kind,
                       It->type() == llvm::sys::fs::file_type::symlink_file
                           ? targetOutside(Path, Root)
                           : ""});
  }
  llvm::sort(Found, [](const FoundFile &A, const FoundFile &B) {
    return A.Path < B.Path;
  });
  return Found;
}

} // namespace

bool holdsBuildFiles(llvm::StringRef Directory) {
  const BuildMapping &Map = BuildMapping::builtin();
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Directory, EC), End;
       It != End && !EC; It.increment(EC))
    if (!Map.fileKind(llvm::sys::path::filename(It->path())).empty())
      return true;
  return false;
}

static std::string cmakeHomeDirectory(llvm::StringRef BuildDir) {
  auto Cache = llvm::MemoryBuffer::getFile(BuildDir + "/CMakeCache.txt");
  if (!Cache)
    return "";
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  (*Cache)->getBuffer().split(Lines, '\n');
  for (llvm::StringRef Line : Lines)
    if (Line.consume_front("CMAKE_HOME_DIRECTORY:INTERNAL="))
      return Line.rtrim("\r").str();
  return "";
}

static std::string normalized(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  if (llvm::sys::fs::make_absolute(P))
    return "";
  llvm::sys::path::remove_dots(P, true);
  return std::string(P);
}

std::string buildFileRoot(llvm::StringRef DatabaseDir,
                          llvm::StringRef SourceRoot,
                          llvm::ArrayRef<std::string> CommandDirectories) {
  std::string Home = cmakeHomeDirectory(DatabaseDir);
  std::string Root = Home.empty() ? SourceRoot.str() : normalized(Home);
  if (Home.empty()) {
    for (const std::string &Dir : CommandDirectories)
      while (!Root.empty() && Root != "/" &&
             !isPathUnder(normalized(Dir), Root))
        Root = llvm::sys::path::parent_path(Root).str();
  }
  if (Root.empty() || Root == "/" || !isPathUnder(SourceRoot, Root) ||
      !holdsBuildFiles(Root))
    return "";
  return Root;
}

BuildFileMigration migrateBuildFiles(llvm::StringRef Root,
                                     llvm::ArrayRef<std::string> Skipped,
                                     bool ReadBackups) {
  const BuildMapping &Map = BuildMapping::builtin();
  BuildFileMigration Result;
  std::vector<FoundFile> Found = findBuildFiles(Root, Skipped, Map);
  std::vector<llvm::Expected<std::vector<CMakeCommand>>> Lexed;
  std::vector<std::string> Packages;
  for (const FoundFile &F : Found) {
    std::string Backup = F.Path + BackupSuffix;
    auto Buffer = llvm::MemoryBuffer::getFile(
        ReadBackups && llvm::sys::fs::exists(Backup) ? Backup : F.Path);
    FileReport Report;
    Report.Path = F.Path;
    Report.Converted = true;
    if (!F.OutsideTarget.empty())
      Report.Converted = false;
    else if (Buffer)
      Report.OriginalText = (*Buffer)->getBuffer().str();
    else
      Report.Converted = false;
    Result.Files.push_back(std::move(Report));
    Lexed.push_back(F.Kind == "cmake"
                        ? lexCMake(Result.Files.back().OriginalText)
                        : std::vector<CMakeCommand>());
    if (Lexed.back())
      collectPackages(*Lexed.back(), Map, Packages);
  }
  for (size_t I = 0; I < Found.size(); ++I) {
    FileReport &Report = Result.Files[I];
    if (!Report.Converted) {
      UnconvertedReference U;
      U.Line = U.Column = 1;
      U.Reference = {llvm::sys::path::filename(Report.Path).str(), "",
                     "build files", "build"};
      U.Reason = Found[I].OutsideTarget.empty()
                     ? "cannot be read; not migrated"
                     : "is a symbolic link to '" + Found[I].OutsideTarget +
                           "', outside the project; not migrated";
      Report.Edits.addUnconverted(std::move(U));
    } else if (!Lexed[I]) {
      UnconvertedReference U;
      std::string Message = llvm::toString(Lexed[I].takeError());
      auto [Line, Rest] = llvm::StringRef(Message).split(':');
      auto [Column, Reason] = Rest.split(':');
      Line.getAsInteger(10, U.Line);
      Column.getAsInteger(10, U.Column);
      U.Reference = {llvm::sys::path::filename(Report.Path).str(), "", "CMake",
                     "build"};
      U.Reason = "cannot be parsed (" + Reason.trim().str() + "); not migrated";
      Report.Edits.addUnconverted(std::move(U));
    } else if (Found[I].Kind == "cmake") {
      Report.Edits =
          migrateCMake(Report.OriginalText, *Lexed[I], Map, Packages);
    } else {
      Report.Edits = migrateMakefile(Report.OriginalText, Map);
    }
    BuildFileSummary &S = Result.Summary;
    ++S.Files;
    S.ChangedFiles += !Report.Edits.empty();
    S.Edits += Report.Edits.edits().size();
    S.Warnings += Report.Edits.unconverted().size();
  }
  return Result;
}

void printBuildStatisticsText(llvm::raw_ostream &OS,
                              const BuildFileSummary &S) {
  OS << "[HIPIFY] info: BUILD files statistics:\n"
     << "  BUILD files: " << S.Files << "\n"
     << "  CHANGED build files: " << S.ChangedFiles << "\n"
     << "  BUILD edits: " << S.Edits << "\n"
     << "  BUILD warnings: " << S.Warnings << "\n";
}

void printBuildStatisticsCsv(llvm::raw_ostream &OS, const BuildFileSummary &S) {
  OS << "BUILD files statistics:\n"
     << "BUILD files;" << S.Files << "\n"
     << "CHANGED build files;" << S.ChangedFiles << "\n"
     << "BUILD edits;" << S.Edits << "\n"
     << "BUILD warnings;" << S.Warnings << "\n\n";
}

} // namespace hipify
