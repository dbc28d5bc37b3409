// cudaEventCreate has a C++ overload taking flags; HIP names that one
// hipEventCreateWithFlags. The call's written argument count decides, also
// through parentheses; a reference that is not called keeps the plain name.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

int main() {
  // CHECK: hipEvent_t plain, flagged;
  cudaEvent_t plain, flagged;
  // CHECK: hipEventCreate(&plain);
  cudaEventCreate(&plain);
  // CHECK: hipEventCreateWithFlags(&flagged, hipEventDisableTiming);
  cudaEventCreate(&flagged, cudaEventDisableTiming);
  // CHECK: hipError_t status = (hipEventCreateWithFlags)(&plain, 0);
  cudaError_t status = (cudaEventCreate)(&plain, 0);
  // CHECK: hipError_t (*create)(hipEvent_t *) = hipEventCreate;
  cudaError_t (*create)(cudaEvent_t *) = cudaEventCreate;
  return status + (create != nullptr);
}
