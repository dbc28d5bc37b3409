//===- RunReports.h - A run's reports and statistics ----------------------===//
#ifndef HIPIFY_DRIVER_RUNREPORTS_H
#define HIPIFY_DRIVER_RUNREPORTS_H

#include "OutputPathSafety.h"
#include "Run.h"
#include "output/FileWriter.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace hipify {

/// Writes \p Text to \p Path through \p Trees; false, with the error
/// printed, when it cannot. A path the user named
/// (`--report-json=/dev/stdout`) is written through; one the tool names
/// replaces whatever link or special file is there.
bool writeReport(OutputTrees &Trees, const std::string &Path,
                 const std::string &Text, llvm::raw_ostream &Err,
                 ExistingPath Policy = ExistingPath::WriteThrough);

/// --report-json (with the run's times, under --time-report, and what
/// --verify found), --report-sarif (with --verify's errors) and
/// --report-html (with both, and the rules' warnings) on the run's files.
/// Returns false when one could not be written.
bool writeReports(const Run &R);

/// --print-stats and --print-stats-csv: the statistics of each source of
/// the run, their total when there are several, and those of the build
/// files migrated. Returns false when the CSV could not be written.
bool printStatistics(const Run &R);

} // namespace hipify

#endif
