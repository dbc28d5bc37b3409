// Code written for CUDA 12 or older calls runtime APIs CUDA 13 removed; with
// the CUDA 13 headers it would not parse ("use of undeclared identifier
// 'cudaThreadSynchronize'"). hipify-cpp declares them again as the toolkit's
// own, so they convert to their HIP equivalents, with and without the
// preamble, and a user's function of the same name is still left alone
// (translate/user-cuda-names.cu: one at global scope, which overload
// resolution prefers).
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip
// RUN: %hipify --no-preamble-cache %s -o %t.plain.hip
// RUN: cmp %t.hip %t.plain.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

__global__ void fill(float *x) { x[threadIdx.x] = 1.0f; }

namespace mine {
// CHECK: int cudaThreadSynchronize() { return 0; }
int cudaThreadSynchronize() { return 0; }
}

int main() {
  float *d = nullptr;
  // CHECK: hipMalloc(&d, 64 * sizeof(float));
  cudaMalloc(&d, 64 * sizeof(float));
  fill<<<1, 64>>>(d);
  // CHECK: hipDeviceSynchronize();
  cudaThreadSynchronize();
  // CHECK: mine::cudaThreadSynchronize();
  mine::cudaThreadSynchronize();
  size_t heap = 0;
  // CHECK: hipDeviceGetLimit(&heap, hipLimitMallocHeapSize);
  cudaThreadGetLimit(&heap, cudaLimitMallocHeapSize);
  // CHECK: hipFuncCache_t config;
  cudaFuncCache config;
  // CHECK: hipDeviceGetCacheConfig(&config);
  cudaThreadGetCacheConfig(&config);
  // CHECK: hipDeviceSetCacheConfig(hipFuncCachePreferL1);
  cudaThreadSetCacheConfig(cudaFuncCachePreferL1);

  // CHECK: hipStream_t stream = nullptr;
  cudaStream_t stream = nullptr;
  // CHECK: hipStreamCaptureStatus status;
  cudaStreamCaptureStatus status;
  unsigned long long id = 0;
  // CHECK: hipStreamGetCaptureInfo_v2(stream, &status, &id);
  cudaStreamGetCaptureInfo_v2(stream, &status, &id);

  // CHECK: hipFree(d);
  cudaFree(d);
  // CHECK: hipDeviceReset();
  cudaThreadExit();
  return 0;
}
