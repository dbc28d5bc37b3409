//===- HipSignatures.h - The functions a HIP installation declares --------===//
//
// HIP's headers parsed as clang parses HIP host code for AMD (C++,
// __HIP_PLATFORM_AMD__), for the parameters and default arguments of each
// function: what the CUDA side of a mapping is compared with.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_HIPSIGNATURES_H
#define HIPIFY_MAPCHECK_HIPSIGNATURES_H

#include "HeaderScanner.h"
#include "llvm/Support/Error.h"

namespace hipify::mapcheck {

/// The global functions declared by \p Headers (`hip/hip_runtime_api.h`)
/// of the HIP installed under \p IncludeRoot (the directory holding `hip/`;
/// only that subdirectory is used, so a whole ROCm root's include directory,
/// C library and all, does not shadow the host's). An error when the headers
/// are missing or do not parse.
llvm::Expected<DeclaredNames>
scanHipFunctions(const ClangSettings &Settings, llvm::StringRef IncludeRoot,
                 llvm::ArrayRef<std::string> Headers);

} // namespace hipify::mapcheck

#endif
