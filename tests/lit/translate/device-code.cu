// Device code written with CUDA's built-in variables, barriers, atomics and
// cuda_fp16 half arithmetic is already valid HIP: only the headers change.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_fp16.h>
#include <cuda_fp16.h>

// CHECK: __global__ void sum(const float *input, float *total, __half *halves, int n) {
__global__ void sum(const float *input, float *total, __half *halves, int n) {
  // CHECK: __shared__ float partial[256];
  __shared__ float partial[256];
  // CHECK: int i = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = i < n ? input[i] : 0.0f;
  // CHECK: __syncthreads();
  __syncthreads();
  // CHECK: if (threadIdx.x % warpSize == 0)
  if (threadIdx.x % warpSize == 0)
    // CHECK: atomicAdd(total, partial[threadIdx.x]);
    atomicAdd(total, partial[threadIdx.x]);
  // CHECK: __half h = __float2half(partial[threadIdx.x]);
  __half h = __float2half(partial[threadIdx.x]);
  // CHECK: halves[i] = __hadd(h, __float2half(1.0f));
  halves[i] = __hadd(h, __float2half(1.0f));
  // CHECK: __threadfence();
  __threadfence();
}
