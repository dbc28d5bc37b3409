// Runtime API calls, types and enumerators are renamed where they are written.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

int main() {
  float *device = nullptr;
  // CHECK: hipStream_t stream;
  cudaStream_t stream;
  // CHECK: hipMalloc(&device, 64 * sizeof(float));
  cudaMalloc(&device, 64 * sizeof(float));
  // CHECK: hipStreamCreate(&stream);
  cudaStreamCreate(&stream);
  // CHECK: hipMemsetAsync(device, 0, 64 * sizeof(float), stream);
  cudaMemsetAsync(device, 0, 64 * sizeof(float), stream);
  float host[64];
  // CHECK: hipMemcpy(host, device, sizeof(host), hipMemcpyDeviceToHost);
  cudaMemcpy(host, device, sizeof(host), cudaMemcpyDeviceToHost);
  // CHECK: hipError_t status = hipStreamSynchronize(stream);
  cudaError_t status = cudaStreamSynchronize(stream);
  // CHECK: if (status != hipSuccess) return 1;
  if (status != cudaSuccess) return 1;
  // CHECK: hipStreamDestroy(stream);
  cudaStreamDestroy(stream);
  // CHECK: hipFree(device);
  cudaFree(device);
  return 0;
}
