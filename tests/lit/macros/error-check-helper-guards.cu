// A widely copied helper-header pattern: the error-check helpers are defined
// only where the CUDA headers' include guards say the runtime is there. The
// guards become those of the HIP headers that replace them, so the helpers
// still exist after conversion and the code using them compiles.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

// CHECK: #ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H
#ifdef __DRIVER_TYPES_H__
// CHECK: static const char *errorName(hipError_t error) { return hipGetErrorName(error); }
static const char *errorName(cudaError_t error) { return cudaGetErrorName(error); }
#endif

// CHECK: #if defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) && defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H)
#if defined(__CUDA_RUNTIME_H__) && defined(__CUDA_RUNTIME_API_H__)
// CHECK: inline void checkResult(hipError_t result, const char *what) {
inline void checkResult(cudaError_t result, const char *what) {
  // CHECK: if (result != hipSuccess) {
  if (result != cudaSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, errorName(result));
    std::exit(EXIT_FAILURE);
  }
}
#endif

// CHECK: #if !defined(HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H)
#if !defined(__VECTOR_TYPES_H__)
#error "vector types missing"
#endif

int main() {
  void *p = nullptr;
  // CHECK: checkResult(hipMalloc(&p, 64), "allocate");
  checkResult(cudaMalloc(&p, 64), "allocate");
  // CHECK: checkResult(hipFree(p), "release");
  checkResult(cudaFree(p), "release");
  return 0;
}

// ERR-NOT: warning
