// A source that includes only a library header still relied on nvcc's
// implicit runtime include: it gets <hip/hip_runtime.h> first.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hiprand/hiprand.h>
// CHECK-EMPTY:
// CHECK-NEXT: int main() {
#include <curand.h>

int main() {
  // CHECK: hiprandGenerator_t generator;
  curandGenerator_t generator;
  // CHECK: hiprandCreateGenerator(&generator, HIPRAND_RNG_PSEUDO_DEFAULT);
  curandCreateGenerator(&generator, CURAND_RNG_PSEUDO_DEFAULT);
  float *data = nullptr;
  // CHECK: hipMalloc(&data, 64 * sizeof(float));
  cudaMalloc(&data, 64 * sizeof(float));
  return 0;
}
