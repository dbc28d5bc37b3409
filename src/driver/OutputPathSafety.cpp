#include "OutputPathSafety.h"
#include "RunReports.h"

#include "frontend/BackupReadingFileSystem.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

std::string resolvedPath(llvm::StringRef Path) {
  llvm::SmallString<256> Absolute(Path), Real;
  llvm::sys::fs::make_absolute(Absolute);
  if (!llvm::sys::fs::real_path(Absolute, Real))
    return std::string(Real);
  // Not there (yet): its directory decides, before `..` is taken lexically
  // (a symlink's `..` is its target's parent).
  if (!llvm::sys::fs::real_path(llvm::sys::path::parent_path(Absolute), Real)) {
    llvm::sys::path::append(Real, llvm::sys::path::filename(Absolute));
    return std::string(Real);
  }
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute);
}

OutputPathSafety::OutputPathSafety(llvm::ArrayRef<std::string> Inputs) {
  for (const std::string &Input : Inputs) {
    Protected.try_emplace(resolvedPath(Input), Input);
    std::string Backup = Input + BackupSuffix;
    Protected.try_emplace(resolvedPath(Backup), Backup);
  }
}

bool OutputPathSafety::allows(llvm::StringRef Output, llvm::StringRef What,
                              llvm::raw_ostream &Err, llvm::StringRef Source,
                              bool InPlace) const {
  std::string Resolved = resolvedPath(Output);
  if (!Source.empty() && Resolved == resolvedPath(Source)) {
    if (!InPlace)
      Err << "hipify-cpp: error: the output '" << Output
          << "' is the source itself; use --inplace to convert in place\n";
    return InPlace;
  }
  auto It = Protected.find(Resolved);
  if (It == Protected.end())
    return true;
  llvm::StringRef Replaced = It->second;
  Err << "hipify-cpp: error: " << What << " would replace the "
      << (Replaced.ends_with(BackupSuffix) ? "backup" : "input") << " '"
      << Replaced << "'; nothing written\n";
  return false;
}

int checkOutputPaths(const DriverOptions &Opts, const OutputPaths &Paths,
                     llvm::ArrayRef<std::string> Inputs,
                     llvm::ArrayRef<std::string> Converted,
                     llvm::ArrayRef<std::string> MainFiles,
                     bool NoSourceConverted, llvm::raw_ostream &Err) {
  struct Planned {
    std::string Path, What, Source;
  };
  std::vector<Planned> Outputs;
  if (!Opts.NoOutput && !Opts.Diff)
    for (const std::string &File : Converted) {
      std::string Output = Paths.outputPathFor(File);
      if (Output != "-")
        Outputs.push_back(
            {Output, "the output '" + Output + "' of '" + File + "'", File});
    }
  auto addFile = [&](const std::string &Path, llvm::StringRef What) {
    Outputs.push_back({Path, (What + " '" + Path + "'").str(), ""});
  };
  if (!Opts.ReportJson.empty())
    addFile(Opts.ReportJson, "--report-json");
  if (!Opts.ReportSarif.empty())
    addFile(Opts.ReportSarif, "--report-sarif");
  if (Opts.PrintStatsCsv)
    addFile(statisticsCsvPath(Opts, Paths, MainFiles, NoSourceConverted),
            "the statistics CSV");
  if (Outputs.empty())
    return 0; // resolving every input costs system calls
  OutputPathSafety Safety(Inputs);
  bool Safe = true;
  for (const Planned &O : Outputs)
    Safe &= Safety.allows(O.Path, O.What, Err, O.Source, Opts.Inplace);
  return Safe ? 0 : 2;
}

} // namespace hipify
