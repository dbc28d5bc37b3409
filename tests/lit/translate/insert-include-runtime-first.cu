// When the runtime header already comes before any other include, nothing
// is inserted: it becomes <hip/hip_runtime.h> where it stands.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #define N 32
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
// CHECK-EMPTY:
// CHECK-NEXT: int main() {
#define N 32
#include <cuda_runtime.h>
#include <cstdio>

int main() {
  // CHECK: printf("%d\n", hipDeviceSynchronize() == hipSuccess);
  printf("%d\n", cudaDeviceSynchronize() == cudaSuccess);
  return N;
}
