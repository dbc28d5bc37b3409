//===- RemovedCudaApis.cpp - Declarations CUDA 13 dropped -----------------===//
//
// The header is headers/removed_apis.h, embedded at build time.
// Each declaration has the parameters of the last CUDA release that had it,
// and is guarded by the release that removed it, so that an older toolkit's
// own declaration is never repeated. mappings/ lists these names with
// removed=<version>. Declared: the functions with a HIP equivalent. Types
// are not (cudaLaunchParams, texture references): a user's own definition
// of the name could not coexist with ours.
//
//===----------------------------------------------------------------------===//
#include "RemovedCudaApis.h"

namespace hipify {

llvm::StringRef removedCudaApisPath() {
  return "/__hipify_cpp__/cuda/removed_apis.h";
}

static const char Text[] =
#include "hipify/RemovedCudaApisText.inc"
    ;

llvm::StringRef removedCudaApisText() { return Text; }

} // namespace hipify
