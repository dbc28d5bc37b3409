//===- RemovedCudaApis.h - CUDA APIs the installed toolkit no longer has --===//
//
// Code written for an older CUDA calls APIs that CUDA 13 removed
// (cudaThreadSynchronize...). With the CUDA 13 headers such code does not
// parse, so it could not be converted, although HIP keeps the equivalents.
// hipify-cpp declares them again, in a header held in memory that the rules
// treat as the toolkit's own, so that the calls are proven CUDA and renamed.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_FRONTEND_REMOVEDCUDAAPIS_H
#define HIPIFY_FRONTEND_REMOVEDCUDAAPIS_H

#include "llvm/ADT/StringRef.h"

namespace hipify {

/// The virtual path of the header (force-included: see ToolFileSystem.h).
llvm::StringRef removedCudaApisPath();
llvm::StringRef removedCudaApisText();

} // namespace hipify

#endif
