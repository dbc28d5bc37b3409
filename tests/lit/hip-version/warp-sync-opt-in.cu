// HIP before 7.0 declares the warp-synchronous functions (__shfl_sync,
// __ballot_sync, __activemask, ...) only where HIP_ENABLE_WARP_SYNC_BUILTINS
// is defined. For such a target (the default 6.4 included), a TU using them,
// here through a header of its own, defines it before its first include, so
// that every HIP header of the TU sees it, and the header defines it too,
// for the sources that include it first; the output compiles with HIP 6.4.
// With --hip-version=7.0 nothing is added.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/main.cu && cp %S/Inputs/warp-reduce.cuh %t/
// RUN: %hipify %t/main.cu --o-dir %t/out --in-root %t --fix-warp-size
// RUN: %FileCheck %s --input-file=%t/out/main.cu
// RUN: ! grep -x '#include <cuda_runtime.h>' %t/out/main.cu
// RUN: %FileCheck %S/Inputs/warp-reduce.cuh --check-prefix=HEADER --input-file=%t/out/warp-reduce.cuh
// RUN: %hip64_check -I %t/out %t/out/main.cu
// RUN: %hipify %t/main.cu --hip-version=7.0 -o %t/main.70.hip --fix-warp-size
// RUN: %FileCheck %s --check-prefix=HIP70 --input-file=%t/main.70.hip
// RUN: ! grep -x '#define HIP_ENABLE_WARP_SYNC_BUILTINS' %t/main.70.hip
// A TU using none of them gets nothing.
// RUN: %hipify %S/Inputs/no-warp-sync.cu -o %t/plain.hip
// RUN: %FileCheck %S/Inputs/no-warp-sync.cu --check-prefix=PLAIN --input-file=%t/plain.hip
// RUN: ! grep -x '#define HIP_ENABLE_WARP_SYNC_BUILTINS' %t/plain.hip

// CHECK: #ifndef HIP_ENABLE_WARP_SYNC_BUILTINS
// CHECK-NEXT: #define HIP_ENABLE_WARP_SYNC_BUILTINS
// CHECK-NEXT: #endif
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
// HIP70: #include <cstdio>
#include <cstdio>
// The runtime include, now first, is not repeated.
// CHECK: #include "warp-reduce.cuh"
#include <cuda_runtime.h>
#include "warp-reduce.cuh"

__global__ void total(const float *in, float *out) {
  float v = warpReduce(in[threadIdx.x]);
  if (threadIdx.x == 0)
    *out = v;
}

int main() {
  float *in = nullptr, *out = nullptr;
  // CHECK: hipMalloc(&in, 64 * sizeof(float));
  cudaMalloc(&in, 64 * sizeof(float));
  cudaMalloc(&out, sizeof(float));
  total<<<1, 64>>>(in, out);
  std::printf("done\n");
  return 0;
}
