//===- PlanStage.h - What a run converts, and where it writes -------------===//
//
// Reads the options. Adds the TUs (their jobs, names and main files), the
// project root, the user rules and the chosen mapping table, --time-report's
// clock; checks, before anything is converted, that the outputs can be
// written. Under --apply-edits, adds the TUs and results another run
// exported instead.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_PLANSTAGE_H
#define HIPIFY_DRIVER_PLANSTAGE_H

#include "Run.h"
#include <optional>

namespace hipify {

/// Plans the conversion of the sources the options name (or -p's
/// database). A value ends the run with that exit code.
std::optional<int> planRun(Run &R);

/// --apply-edits: plans the writing of the TU results another run exported
/// to Opts.ApplyEditsDir (--export-edits), as one run over those TUs would.
/// A value ends the run with that exit code.
std::optional<int> planAppliedEdits(Run &R);

} // namespace hipify

#endif
