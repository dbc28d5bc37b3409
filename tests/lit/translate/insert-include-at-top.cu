// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: // CHECK: #include <hip/hip_runtime.h>
// Without any directive, the HIP runtime header goes at the very top.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: __global__ void zero(int *data) { data[threadIdx.x] = 0; }
__global__ void zero(int *data) { data[threadIdx.x] = 0; }
