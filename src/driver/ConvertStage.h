//===- ConvertStage.h - Convert the planned TUs, in parallel --------------===//
//
// Reads the plan: the jobs, the context (project root, user rules,
// backups), the mapping table, --time-report's clock. Adds each TU's
// result, in TU order, and whether one crashed; in place, the backups found
// outdated (into the context) and the files kept as they are.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_CONVERTSTAGE_H
#define HIPIFY_DRIVER_CONVERTSTAGE_H

#include "Run.h"

namespace hipify {

/// Converts every job of the run (-j threads), with the precompiled
/// preambles of --preamble-cache-dir.
void convertRun(Run &R);

} // namespace hipify

#endif
