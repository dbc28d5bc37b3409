// Function templates called nowhere, and the places inside them clang
// parses as dependent expressions: a generic lambda, decltype, a noexcept
// specification, a default argument. Using-declarations and a friend
// declaration naming CUDA functions are renamed too.
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

// CHECK: template <typename T> hipError_t zero(T *p, int n) { return hipMemset(p, 0, n * sizeof(T)); }
template <typename T> cudaError_t zero(T *p, int n) { return cudaMemset(p, 0, n * sizeof(T)); }

template <typename T>
// CHECK: auto allocate(T **p) -> decltype(hipMalloc(p, sizeof(T))) {
auto allocate(T **p) -> decltype(cudaMalloc(p, sizeof(T))) {
  // CHECK: return hipMalloc(p, sizeof(T));
  return cudaMalloc(p, sizeof(T));
}

// CHECK: template <typename T> void release(T *p) noexcept(noexcept(hipFree(p))) {
template <typename T> void release(T *p) noexcept(noexcept(cudaFree(p))) {
  // CHECK: auto later = [](auto q) { return hipHostFree(q); };
  auto later = [](auto q) { return cudaFreeHost(q); };
  later(p);
}

// CHECK: template <typename T> void pinned(T *p, hipError_t e = hipHostMalloc((T **)nullptr, sizeof(T))) {}
template <typename T> void pinned(T *p, cudaError_t e = cudaMallocHost((T **)nullptr, sizeof(T))) {}

namespace device_api {
// CHECK: using ::hipMalloc;
using ::cudaMalloc;
// CHECK: using ::hipStream_t;
using ::cudaStream_t;
} // namespace device_api

class Handle {
  void *raw;
  // CHECK: friend hipError_t hipFree(void *devPtr);
  friend cudaError_t cudaFree(void *devPtr);
};

// STATS: CONVERTED refs count: 13
// STATS-NEXT: UNCONVERTED refs count: 0
