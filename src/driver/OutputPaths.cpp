#include "OutputPaths.h"

#include "output/PathUtils.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"

namespace hipify {

bool writesHeaders(const DriverOptions &Opts) {
  return Opts.Inplace || !Opts.OutputDir.empty() || Opts.Diff;
}

std::string OutputPaths::relativeToRoot(llvm::StringRef Path) const {
  if (isPathUnder(Path, ProjectRoot))
    return Path.drop_front(ProjectRoot.size()).ltrim('/').str();
  return llvm::sys::path::filename(Path).str();
}

std::string OutputPaths::outputPathFor(const std::string &Path) const {
  if (!Opts.OutputFile.empty() && (MainFiles.empty() || MainFiles.count(Path)))
    return Opts.OutputFile;
  if (Opts.Inplace)
    return Path;
  if (!Opts.OutputDir.empty()) {
    llvm::SmallString<256> Out(Opts.OutputDir);
    llvm::sys::path::append(Out, relativeToRoot(Path));
    return std::string(Out);
  }
  return Path + ".hip";
}

std::string statisticsCsvPath(const DriverOptions &Opts,
                              const OutputPaths &Paths,
                              llvm::ArrayRef<std::string> MainFiles,
                              bool NoSourceConverted) {
  if (!Opts.StatsFile.empty())
    return Opts.StatsFile;
  if (MainFiles.size() > 1 || MainFiles.empty() || NoSourceConverted)
    return Opts.OutputDir.empty() ? std::string("sum_stat.csv")
                                  : Opts.OutputDir + "/sum_stat.csv";
  if (!Opts.OutputDir.empty())
    return Paths.outputPathFor(MainFiles.front()) + ".csv";
  return MainFiles.front() + ".csv";
}

} // namespace hipify
