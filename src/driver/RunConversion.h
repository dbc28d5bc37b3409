//===- RunConversion.h - Convert the jobs, write outputs, report ----------===//
#ifndef HIPIFY_DRIVER_RUNCONVERSION_H
#define HIPIFY_DRIVER_RUNCONVERSION_H

#include "DriverOptions.h"
#include "JobList.h"
#include "hipify/MappingTable.h"
#include "hipify/TranslationUnit.h"
#include "hipify/UserRules.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

/// Converts every job (in parallel, with the project's renames \p UserRules,
/// null when none), then, in job order: prints the
/// diagnostics, writes the outputs of the TUs clang parsed without errors,
/// and prints the statistics (files named as the user named them). Returns the
/// exit code: 0, or 1 when a file could not be read, parsed or written.
/// \p Crashed is set when a TU crashed (and was recovered from).
int runConversion(const DriverOptions &Opts, const std::vector<SourceJob> &Jobs,
                  std::shared_ptr<const UserRuleSet> UserRules,
                  const MappingTable &Table, llvm::raw_ostream &Err,
                  bool &Crashed);

/// --apply-edits: merges the TU results another run exported to
/// Opts.ApplyEditsDir (--export-edits), as one run over those TUs would, and
/// writes the files, statistics and reports.
int applyExportedEdits(const DriverOptions &Opts, llvm::raw_ostream &Err);

} // namespace hipify

#endif
