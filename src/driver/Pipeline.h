//===- Pipeline.h - A conversion, stage by stage --------------------------===//
#ifndef HIPIFY_DRIVER_PIPELINE_H
#define HIPIFY_DRIVER_PIPELINE_H

#include "Run.h"

namespace hipify {

/// Runs the stages of \p R in order: plan (or, under --apply-edits, load
/// what another run exported), convert, write, verify, report; a stage
/// that ends the run gives its exit code. Returns the exit code: 0, or 1
/// when a file could not be read, parsed or written, or a source was left
/// out.
int runPipeline(Run &R);

} // namespace hipify

#endif
