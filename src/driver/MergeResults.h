//===- MergeResults.h - The files of a run from the results of its TUs ----===//
#ifndef HIPIFY_DRIVER_MERGERESULTS_H
#define HIPIFY_DRIVER_MERGERESULTS_H

#include "ConversionWarnings.h"
#include "ConvertedFile.h"
#include "DriverOptions.h"
#include "hipify/TranslationUnit.h"
#include "stats/Statistics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify {

struct MergedResults {
  /// The sources in TU order, then the headers in path order, each once.
  std::vector<ConvertedFile> Files;
  /// The statistics of the sources, and their total.
  std::vector<FileStatistics> PerFile;
  FileStatistics Total;
  /// A TU was not converted, or a header not written.
  bool Failed = false;
  /// The rules' warnings on converted code, each once.
  std::vector<ConversionWarning> Warnings;
};

/// Merges the results of a run's TUs, named \p Names as the user named them,
/// into its files, printing as it goes each TU's messages, why it was not
/// converted, and each file's findings.
MergedResults mergeResults(std::vector<TranslationUnitResult> &Results,
                           llvm::ArrayRef<std::string> Names,
                           const DriverOptions &Opts, llvm::raw_ostream &Err);

} // namespace hipify

#endif
