//===- VerifyStage.h - --verify: compile the outputs with hipcc -----------===//
//
// Reads the jobs, the merged files, the output paths, every file the run
// reads, the TUs' messages; runs only when every output was written. Adds
// what hipcc said (Verified); a failure, or under --fail-on-unpredicted an
// error no warning predicted, fails the run.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_VERIFYSTAGE_H
#define HIPIFY_DRIVER_VERIFYSTAGE_H

#include "Run.h"

namespace hipify {

/// Under --verify, compiles the run's converted sources with hipcc and
/// prints what fails and why.
void verifyRun(Run &R);

} // namespace hipify

#endif
