// A kernel launching a kernel (dynamic parallelism) parses in clang only with
// relocatable device code ("kernel launch from __device__ or __global__
// function requires relocatable device code"); nvcc needs -rdc=true too, but
// a file named without a compile database carries no flags. The driver
// always passes -fgpu-rdc (no cost measured, no other effect on a host-only
// parse), so the file converts.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// HIP has no device-side launch (hipcc rejects it): names only.
// RUN: %hip_names %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

__global__ void child(int *p) { p[threadIdx.x] = 1; }

__global__ void parent(int *p) {
  // CHECK: child<<<1, 32>>>(p);
  child<<<1, 32>>>(p);
}

int main() {
  int *p = nullptr;
  // CHECK: hipMalloc(&p, 32 * sizeof(int));
  cudaMalloc(&p, 32 * sizeof(int));
  parent<<<1, 1>>>(p);
  // CHECK: return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
