//===- JobConverter.h - Convert a run's jobs, in parallel -----------------===//
#ifndef HIPIFY_DRIVER_JOBCONVERTER_H
#define HIPIFY_DRIVER_JOBCONVERTER_H

#include "DriverOptions.h"
#include "JobList.h"
#include "ProgressDisplay.h"
#include "TimeReport.h"
#include "hipify/RunContext.h"
#include "hipify/TranslationUnit.h"
#include "mapping/MappingTable.h"
#include "preamble/PreambleCache.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>

namespace hipify {

/// Converts the jobs of a run (-j threads), showing their progress on a
/// terminal, with the precompiled preambles of --preamble-cache-dir.
class JobConverter {
public:
  /// \p Times (--time-report) may be null.
  JobConverter(const DriverOptions &Opts, const std::vector<SourceJob> &Jobs,
               const MappingTable &Table, TimeReport *Times,
               llvm::raw_ostream &Err);

  /// Each job's result, at its index, as Opts.Conversion says, with what
  /// \p Run established.
  std::vector<TranslationUnitResult> convertAll(const RunContext &Run);

  /// Null without a preamble cache.
  PreambleCache *preambles() const { return Preambles.get(); }

private:
  TranslationUnitResult convertOne(size_t Index, const RunContext &Run);
  std::optional<TranslationUnitResult> alreadyHip(const CompileJob &Job,
                                                  const std::string &Name,
                                                  const RunContext &Run);

  const DriverOptions &Opts;
  const std::vector<SourceJob> &Jobs;
  const MappingTable &Table;
  TimeReport *Times;
  llvm::raw_ostream &Err;
  std::unique_ptr<PreambleCache> Preambles;
  ProgressDisplay Progress;
};

} // namespace hipify

#endif
