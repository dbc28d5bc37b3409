// A library's own namespace named like CUDA's `cuda` (PyTorch's at::cuda,
// c10::cuda) is not CUDA's: where the AST resolves a qualifier to it, the
// name is proven the user's and not reported, wherever in the qualifier it
// stands (CUDA's own cuda:: is still reported: libcudacxx-namespace-reported.cu).
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: test ! -s %t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

namespace at {
namespace cuda {
// CHECK: inline hipStream_t getCurrentCUDAStream() { return 0; }
inline cudaStream_t getCurrentCUDAStream() { return 0; }
} // namespace cuda
} // namespace at
namespace cuda {
inline int device() { return 0; }
} // namespace cuda

void step() {
  // CHECK: hipStream_t s = at::cuda::getCurrentCUDAStream();
  cudaStream_t s = at::cuda::getCurrentCUDAStream();
  // CHECK: hipSetDevice(::cuda::device());
  cudaSetDevice(::cuda::device());
  // CHECK: hipStreamSynchronize(s);
  cudaStreamSynchronize(s);
}
