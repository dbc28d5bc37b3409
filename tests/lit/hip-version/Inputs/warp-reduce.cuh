#pragma once
// The user's header uses the warp-synchronous functions: the TUs including
// it define the opt-in macro, and so does the header, after its guard, for
// the sources that include it before any HIP header.
// HEADER: #pragma once
// HEADER-NEXT: #ifndef HIP_ENABLE_WARP_SYNC_BUILTINS
// HEADER-NEXT: #define HIP_ENABLE_WARP_SYNC_BUILTINS
// HEADER-NEXT: #endif
// HEADER: __device__ inline float warpReduce(float v) {
__device__ inline float warpReduce(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    // HEADER: v += __shfl_down_sync(~0ll, v, offset);
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}
