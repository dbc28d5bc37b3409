//===- VerifySummary.h - What --verify says about the compiled outputs ----===//
#ifndef HIPIFY_DRIVER_VERIFYSUMMARY_H
#define HIPIFY_DRIVER_VERIFYSUMMARY_H

#include "ConvertedFile.h"
#include "Verify.h"
#include <map>

namespace hipify {

/// Prints what compiled and what did not: each error once (a header's
/// error met by several sources is one), with the line of the CUDA source
/// it comes from and the CUDA name converted or left there when \p Files
/// (the run's converted files, keyed by output path) know it; then the
/// failures grouped by message. Returns whether every unit compiles.
bool printVerifySummary(
    llvm::ArrayRef<VerifiedUnit> Units,
    const std::map<std::string, const ConvertedFile *> &Files,
    const HipCompiler &Compiler, llvm::raw_ostream &Err);

} // namespace hipify

#endif
