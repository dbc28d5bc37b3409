//===- RunSummary.h - The screen that ends a run --------------------------===//
#ifndef HIPIFY_DRIVER_RUNSUMMARY_H
#define HIPIFY_DRIVER_RUNSUMMARY_H

#include "DriverOptions.h"
#include "MergeResults.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify {

/// Whether a run of \p Sources sources ends with its summary: where the
/// progress is shown (a terminal, or --show-progress). Never otherwise, so
/// that what scripts read on stderr (--print-stats) stays as it was.
bool showsRunSummary(const DriverOptions &Opts, size_t Sources);

/// The reports the run wrote, as the user named them: --report-json,
/// --report-sarif, --report-html's index, \p StatisticsCsv when not empty.
std::vector<std::string> reportLocations(const DriverOptions &Opts,
                                         const std::string &StatisticsCsv);

/// One screen: the sources converted, unchanged and failed; the references
/// converted and left in the files of the run, the five names most left;
/// the warnings by rule; where the reports are.
void printRunSummary(const MergedResults &Merged,
                     llvm::ArrayRef<std::string> MainFiles,
                     llvm::ArrayRef<std::string> Reports,
                     llvm::raw_ostream &Err);

} // namespace hipify

#endif
