//===- CudaNamesCommand.h - Every name the CUDA toolkit's headers declare -===//
//
// Writes mappings/cuda-names.map: each identifier the toolkit's headers
// declare or define, whether or not a mapping knows it, for
// the audit that reports CUDA names left in converted code where the parse
// cannot show their declaration (inactive branches, macros not defined).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_CUDANAMESCOMMAND_H
#define HIPIFY_MAPCHECK_CUDANAMESCOMMAND_H

#include "conversion/ClangCommandLine.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify::mapcheck {

/// Parses every header of `<cuda>/include` and `<cuda>/include/nvtx3` and
/// writes the list to \p OS: names in namespaces qualified, what the C and
/// C++ libraries declare too left out, and CUB, Thrust and libcu++ (under
/// `cccl/`) left to their namespaces' entries in mappings/. Returns the exit
/// code; errors go to stderr.
int runCudaNames(const ClangSettings &Settings, llvm::raw_ostream &OS);

} // namespace hipify::mapcheck

#endif
