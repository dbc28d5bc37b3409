//===- CompatPreamble.h - Make nvcc-accepted code parse in clang ----------===//
//
// nvcc accepts code that clang's CUDA mode rejects (host calls to unqualified
// min/max, intrinsics clang lacks, ...). hipify-cpp force-includes a small
// header, held in memory and never written into the user's code, so that
// such code still parses and converts.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_FRONTEND_COMPATPREAMBLE_H
#define HIPIFY_FRONTEND_COMPATPREAMBLE_H

#include "llvm/ADT/StringRef.h"

namespace hipify {

/// The virtual path the preamble is force-included from.
llvm::StringRef compatPreamblePath();
llvm::StringRef compatPreambleText();

} // namespace hipify

#endif
