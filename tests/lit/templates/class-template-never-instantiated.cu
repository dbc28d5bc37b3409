// A class template nothing instantiates: its calls depend on T, so clang
// keeps them as overload sets, never resolved. Every candidate is a CUDA
// declaration, so they are renamed like resolved calls, and nothing is
// reported.
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>
#include <cstddef>

template <typename T> struct Pool {
  T *data = nullptr;
  std::size_t n;
  // CHECK: explicit Pool(std::size_t n) : n(n) { hipMalloc(&data, n * sizeof(T)); }
  explicit Pool(std::size_t n) : n(n) { cudaMalloc(&data, n * sizeof(T)); }
  // CHECK: void put(const T *h, hipStream_t s) {
  void put(const T *h, cudaStream_t s) {
    // CHECK: hipMemcpyAsync(data, h, n * sizeof(T), hipMemcpyHostToDevice, s);
    cudaMemcpyAsync(data, h, n * sizeof(T), cudaMemcpyHostToDevice, s);
  }
  // CHECK: void get(T *h) const { hipMemcpy(h, data, n * sizeof(T), hipMemcpyDeviceToHost); }
  void get(T *h) const { cudaMemcpy(h, data, n * sizeof(T), cudaMemcpyDeviceToHost); }
  // CHECK: ~Pool() { hipFree(data); }
  ~Pool() { cudaFree(data); }
};

// STATS: CONVERTED refs count: 8
// STATS-NEXT: UNCONVERTED refs count: 0
