//===- VerifySummary.h - What --verify found, and how it is said ----------===//
#ifndef HIPIFY_DRIVER_VERIFYSUMMARY_H
#define HIPIFY_DRIVER_VERIFYSUMMARY_H

#include "ConvertedFile.h"
#include "DriverOptions.h"
#include "Verify.h"
#include "VerifyPredictions.h"
#include "VerifyUserLocation.h"
#include "output/Reports.h"
#include <map>

namespace hipify {

/// The errors of \p Units, each at its user location (the first place of
/// its note chain in \p Files), traced back to the CUDA line it comes from,
/// each once (by that line and its message: a header's error met by several
/// sources is one, naming them all), told whether a warning of \p Warnings
/// predicted it; the unpredicted first.
VerifyResults summarizeVerify(llvm::ArrayRef<VerifiedUnit> Units,
                              const ProjectFiles &Files,
                              const WarnedLines &Warnings,
                              const HipCompiler &Compiler);

/// Prints \p Results: each error, its CUDA line, where hipcc reported it and
/// what predicted it; the count of units that compile and fail, of the
/// errors predicted and not; the errors grouped by message. Returns whether
/// the run passes: every unit compiles or, under \p OnlySurprisesFail
/// (--fail-on-unpredicted), every error was predicted.
bool printVerifyResults(const VerifyResults &Results, bool OnlySurprisesFail,
                        llvm::raw_ostream &Err);

} // namespace hipify

#endif
