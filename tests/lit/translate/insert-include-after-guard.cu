// A .cu that uses CUDA without including it (nvcc includes it implicitly)
// gets <hip/hip_runtime.h> inside its include guard.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #ifndef SCALE_KERNEL_CU
// CHECK-NEXT: #define SCALE_KERNEL_CU
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-EMPTY:
// CHECK-NEXT: #include <cstdio>
#ifndef SCALE_KERNEL_CU
#define SCALE_KERNEL_CU

#include <cstdio>

__global__ void scale(float *data) { data[threadIdx.x] *= 2.0f; }

int main() {
  float *data = nullptr;
  // CHECK: hipMalloc(&data, 32 * sizeof(float));
  cudaMalloc(&data, 32 * sizeof(float));
  scale<<<1, 32>>>(data);
  printf("launched\n");
  return 0;
}

#endif
