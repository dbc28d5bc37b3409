// CUDA API names inside string literals are renamed, whole words only, and
// counted under their API; --no-string-literals keeps them as written.
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.stats
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.stats
// RUN: %hip_check %t.hip
// RUN: %hipify %s -o %t.kept --no-string-literals
// RUN: %FileCheck %s --check-prefix=KEPT --input-file=%t.kept
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK_CALL(call, what) \
  if ((call) != cudaSuccess) printf("%s failed\n", what)

// STATS: CONVERTED refs count: 10
// STATS: [HIPIFY] info: CONVERTED refs by names:
// STATS: cudaDeviceSynchronize: 2
// STATS: cudaMalloc: 3
int main() {
  float *data = nullptr;
  // CHECK: CHECK_CALL(hipMalloc(&data, 4), "hipMalloc");
  // KEPT: CHECK_CALL(hipMalloc(&data, 4), "cudaMalloc");
  CHECK_CALL(cudaMalloc(&data, 4), "cudaMalloc");
  // Whole words: a longer name, a prefix, a suffix, and a name after an
  // escape sequence.
  // CHECK: printf("hipHostMalloc, mycudaMalloc, cudaMallocs\nhipMalloc\n");
  printf("cudaMallocHost, mycudaMalloc, cudaMallocs\ncudaMalloc\n");
  // Concatenated pieces, each converted.
  // CHECK: puts("calling hipDeviceSynchronize" " then hipGetLastError");
  puts("calling cudaDeviceSynchronize" " then cudaGetLastError");
  // CHECK: return hipDeviceSynchronize() != hipSuccess;
  return cudaDeviceSynchronize() != cudaSuccess;
}
