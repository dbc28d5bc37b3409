// Names the user declared are left alone even when they are spelled like
// CUDA API in the tables: only references to the toolkit's declarations are
// renamed. (cudaThreadSynchronize and cudaLaunchParams are in the tables as
// removed in CUDA 13, so a project may well define its own.)
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

// CHECK: static hipError_t cudaThreadSynchronize() { return hipDeviceSynchronize(); }
static cudaError_t cudaThreadSynchronize() { return cudaDeviceSynchronize(); }

// CHECK: struct cudaLaunchParams { hipStream_t stream; };
struct cudaLaunchParams { cudaStream_t stream; };

namespace mine {
// CHECK: hipError_t cudaMalloc(void **pointer, size_t bytes);
cudaError_t cudaMalloc(void **pointer, size_t bytes);
// CHECK: int cudaMemcpy = 0;
int cudaMemcpy = 0;
} // namespace mine

int main() {
  // CHECK: cudaLaunchParams params = {nullptr};
  cudaLaunchParams params = {nullptr};
  void *device = nullptr;
  // CHECK: hipMalloc(&device, 16);
  cudaMalloc(&device, 16);
  // CHECK: mine::cudaMalloc(&device, 16);
  mine::cudaMalloc(&device, 16);
  // CHECK: return cudaThreadSynchronize() + mine::cudaMemcpy + (params.stream != nullptr);
  return cudaThreadSynchronize() + mine::cudaMemcpy + (params.stream != nullptr);
}
