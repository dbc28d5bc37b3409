// The argument rewrites of resolved calls, in calls that depend on a
// template parameter: HIP_SYMBOL() for device symbols, the HIP function
// picked by the number of written arguments, and kernel pointers cast to
// const void*. `store` is instantiated, `configure` is not: both give the
// same HIP.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__constant__ float table[16];
__device__ int counter;

template <typename T> __global__ void scale(T *p, T factor) { p[threadIdx.x] *= factor; }

template <typename T> void store(const T &value, cudaStream_t stream) {
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(table), &value, sizeof(T));
  cudaMemcpyToSymbol(table, &value, sizeof(T));
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(table), &value, sizeof(T), 0, hipMemcpyHostToDevice, stream);
  cudaMemcpyToSymbolAsync(table, &value, sizeof(T), 0, cudaMemcpyHostToDevice, stream);
}

template <typename T, typename Event> void configure(T *count, Event *done) {
  // CHECK: hipMemcpyFromSymbol(count, HIP_SYMBOL(counter), sizeof(T));
  cudaMemcpyFromSymbol(count, counter, sizeof(T));
  // CHECK: hipEventCreateWithFlags(done, hipEventDisableTiming);
  cudaEventCreate(done, cudaEventDisableTiming);
  // CHECK: hipEventCreate(done);
  cudaEventCreate(done);
  // CHECK: hipFuncSetCacheConfig(reinterpret_cast<const void*>(scale<T>), hipFuncCachePreferL1);
  cudaFuncSetCacheConfig(scale<T>, cudaFuncCachePreferL1);
  int blocks = 0;
  // CHECK: hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, &scale<T>, 256, 0);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, &scale<T>, 256, 0);
}

void use(cudaStream_t stream) { store(1.5f, stream); }

// No warning: every argument's form is known.
// ERR-NOT: warning
