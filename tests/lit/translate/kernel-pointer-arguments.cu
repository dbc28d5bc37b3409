// Kernels passed to the attribute, cache-config and launch APIs (typed C++
// templates in CUDA) become reinterpret_cast<const void*>(kernel) for HIP's
// `const void *` parameters; an argument already of that type is left as
// written. HIP's occupancy and cooperative-launch functions have template
// overloads of their own: the kernel is passed as written.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__global__ void apply(float *data) { data[threadIdx.x] *= 2.0f; }
template <typename T> __global__ void twice(T *data) { data[threadIdx.x] *= 2; }

int main() {
  // CHECK: hipFuncAttributes attributes;
  cudaFuncAttributes attributes;
  // CHECK: hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(apply));
  cudaFuncGetAttributes(&attributes, apply);
  // CHECK: hipFuncSetCacheConfig(reinterpret_cast<const void*>(twice<float>), hipFuncCachePreferL1);
  cudaFuncSetCacheConfig(twice<float>, cudaFuncCachePreferL1);
  int blocks = 0;
  // CHECK: hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, apply, 128, 0);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, apply, 128, 0);
  // CHECK: hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, twice<int>, 128, 0, hipOccupancyDefault);
  cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, twice<int>, 128, 0, cudaOccupancyDefault);
  float *data = nullptr;
  void *args[] = {&data};
  // CHECK: hipLaunchKernel(reinterpret_cast<const void*>(apply), dim3(1), dim3(16), args, 0, 0);
  cudaLaunchKernel(apply, dim3(1), dim3(16), args, 0, 0);
  // CHECK: hipLaunchKernel((const void *)apply, dim3(1), dim3(16), args, 0, 0);
  cudaLaunchKernel((const void *)apply, dim3(1), dim3(16), args, 0, 0);
  // CHECK: hipLaunchCooperativeKernel(apply, dim3(1), dim3(16), args, 0, 0);
  cudaLaunchCooperativeKernel(apply, dim3(1), dim3(16), args, 0, 0);
  return blocks;
}
