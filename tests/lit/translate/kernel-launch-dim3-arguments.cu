// A launch's grid and block become hipLaunchKernelGGL's dim3 arguments; one
// written as a dim3 already is passed as it is, not wrapped in a second
// dim3(...). Any other expression (a number, a variable, a call) is wrapped.
// RUN: %hipify --hip-kernel-execution-syntax %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__global__ void fill(float *data, float value) { data[threadIdx.x] = value; }

dim3 blocksFor(int n) { return dim3((n + 31) / 32); }

void launches(float *data, int n, cudaStream_t stream) {
  // CHECK: hipLaunchKernelGGL(fill, dim3(1,1,1), dim3(32,1,1), 0, 0, data, 1.0f);
  fill<<<dim3(1,1,1), dim3(32,1,1)>>>(data, 1.0f);
  // CHECK: hipLaunchKernelGGL(fill, dim3 (n / 32), dim3(32), 0, stream, data, 2.0f);
  fill<<<dim3 (n / 32), 32, 0, stream>>>(data, 2.0f);
  // CHECK: hipLaunchKernelGGL(fill, dim3(blocksFor(n)), dim3((32)), 64, 0, data, 3.0f);
  fill<<<blocksFor(n), (32), 64>>>(data, 3.0f);
  // CHECK: hipLaunchKernelGGL(fill, dim3(dim3(n).x), dim3(32), 0, 0, data, 4.0f);
  fill<<<dim3(n).x, 32>>>(data, 4.0f);
}
