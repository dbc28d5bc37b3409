//===- WriteStage.h - The run's files, merged and written -----------------===//
//
// Reads the plan (names, main files, project root, backups) and the TU
// results. Adds the merged files (sources, headers, build files migrated),
// their output paths, every file the run reads; writes the outputs, each
// path first checked by OutputPathSafety. Under --export-edits, writes the
// results for another run instead.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_WRITESTAGE_H
#define HIPIFY_DRIVER_WRITESTAGE_H

#include "Run.h"
#include <optional>

namespace hipify {

/// In TU order: prints each TU's diagnostics, then writes the outputs of
/// the TUs clang parsed without errors, or nothing when one would replace a
/// file the run reads. A value ends the run with that exit code.
std::optional<int> writeRun(Run &R);

} // namespace hipify

#endif
