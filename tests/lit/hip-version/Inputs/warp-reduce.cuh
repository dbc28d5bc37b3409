#pragma once
// The user's header uses the warp-synchronous functions; the TUs including
// it define the opt-in macro, not the header (it may come after a HIP header).
// HEADER: __device__ inline float warpReduce(float v) {
__device__ inline float warpReduce(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    // HEADER: v += __shfl_down_sync(~0ull, v, offset);
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}
