//===- OutputPaths.h - Where a run writes the files it converts -----------===//
#ifndef HIPIFY_DRIVER_OUTPUTPATHS_H
#define HIPIFY_DRIVER_OUTPUTPATHS_H

#include "DriverOptions.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <set>
#include <string>

namespace hipify {

/// Whether the headers a run converts are written (or shown), not only its
/// sources.
bool writesHeaders(const DriverOptions &Opts);

/// The output of each file (-o, --inplace, --o-dir, beside it), named from
/// the project root.
class OutputPaths {
public:
  /// \p MainFiles: the run's sources; -o names the output of those only
  /// (a header --local-headers writes goes beside itself).
  OutputPaths(const DriverOptions &Opts, std::string ProjectRoot,
              llvm::ArrayRef<std::string> MainFiles = {})
      : Opts(Opts), ProjectRoot(std::move(ProjectRoot)),
        MainFiles(MainFiles.begin(), MainFiles.end()) {}

  const std::string &projectRoot() const { return ProjectRoot; }
  std::string relativeToRoot(llvm::StringRef Path) const;
  std::string outputPathFor(const std::string &Path) const;

private:
  const DriverOptions &Opts;
  std::string ProjectRoot;
  std::set<std::string> MainFiles;
};

/// Where --print-stats-csv writes: --o-stats, else `<source>.csv` for one
/// source converted, `sum_stat.csv` otherwise (in --o-dir, if given).
std::string statisticsCsvPath(const DriverOptions &Opts,
                              const OutputPaths &Paths,
                              llvm::ArrayRef<std::string> MainFiles,
                              bool NoSourceConverted);

} // namespace hipify

#endif
