// --rules-disable=<names> keeps the rules named from running: with the
// kernel-launch rule off, --hip-kernel-execution-syntax leaves the launch in
// the triple-chevron syntax (which HIP accepts) while the other rules still
// rename the API names. Without the switch, the same run rewrites the launch.
// RUN: %hipify %s -o %t.hip --hip-kernel-execution-syntax --rules-disable=kernel-launch
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip
// RUN: %hipify %s -o %t.on.hip --hip-kernel-execution-syntax
// RUN: %FileCheck %s --check-prefix=ON --input-file=%t.on.hip
#include <cuda_runtime.h>

__global__ void fill(float *out) { out[threadIdx.x] = 1.0f; }

int main() {
  float *data = nullptr;
  // CHECK: hipMalloc(&data, 32 * sizeof(float));
  cudaMalloc(&data, 32 * sizeof(float));
  // CHECK: fill<<<1, 32>>>(data);
  // ON: hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, data);
  fill<<<1, 32>>>(data);
  // CHECK: return hipDeviceSynchronize() != hipSuccess;
  return cudaDeviceSynchronize() != cudaSuccess;
}
