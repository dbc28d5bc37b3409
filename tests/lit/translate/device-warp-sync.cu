// The *_sync warp shuffles keep their names: HIP has them since 6.2. Their
// literal full 32-lane masks, which HIP refuses, become the 64-bit full mask
// (compiles/full-lane-mask-literal.cu compiles it): names only.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_names %t.hip

#include <cuda_runtime.h>

__global__ void warpSum(float *data) {
  float value = data[threadIdx.x];
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    // CHECK: value += __shfl_down_sync(~0ll, value, offset);
    value += __shfl_down_sync(0xffffffff, value, offset);
  // CHECK: data[threadIdx.x] = __shfl_sync(~0ll, value, 0);
  data[threadIdx.x] = __shfl_sync(0xffffffff, value, 0);
}
