// A source that other sources include as well: it uses a name HIP before
// 7.0 declares only after an opt-in macro.
#include <cstdio>

__device__ float warpSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

void reserve(float **p) { cudaMalloc(p, 64 * sizeof(float)); }
