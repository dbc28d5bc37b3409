//===- VerifySummary.h - What --verify found, and how it is said ----------===//
#ifndef HIPIFY_DRIVER_VERIFYSUMMARY_H
#define HIPIFY_DRIVER_VERIFYSUMMARY_H

#include "ConvertedFile.h"
#include "DriverOptions.h"
#include "Verify.h"
#include "hipify/Reports.h"
#include <map>

namespace hipify {

/// The errors of \p Units, each once (a header's error met by several
/// sources is one, naming them all), traced back to the line of the CUDA
/// source it comes from, with the CUDA name converted or left there, when
/// \p Files (the run's converted files, by absolute output path) know it.
VerifyResults
summarizeVerify(llvm::ArrayRef<VerifiedUnit> Units,
                const std::map<std::string, const ConvertedFile *> &Files,
                const HipCompiler &Compiler);

/// Prints \p Results: each error and its CUDA line, the count of units that
/// compile and fail, the errors grouped by message. Returns whether every
/// unit compiles.
bool printVerifyResults(const VerifyResults &Results, llvm::raw_ostream &Err);

} // namespace hipify

#endif
