// A CUDA header included with quotes becomes a HIP header with quotes.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include "hip/hip_runtime.h"
#include "cuda_runtime.h"

int main() {
  // CHECK: return hipDeviceSynchronize();
  return cudaDeviceSynchronize();
}
