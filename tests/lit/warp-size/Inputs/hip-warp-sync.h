// The warp-synchronous intrinsics as HIP 6.2 and later declare them, for
// compile checks with Debian's HIP 5.2, which has none: the lane mask is a
// template parameter that must be a 64-bit integer (HIP refuses a 32-bit
// one at compile time), and the masks returned are 64-bit.
#pragma once
#include <hip/hip_runtime.h>

template <typename MaskT> __device__ constexpr void hipWarpSyncMaskCheck() {
  static_assert(__is_integral(MaskT) && sizeof(MaskT) == 8,
                "the lane mask must be a 64-bit integer");
}

template <typename MaskT, typename T>
__device__ T __shfl_sync(MaskT, T var, int lane, int width = warpSize) {
  hipWarpSyncMaskCheck<MaskT>();
  return __shfl(var, lane, width);
}
template <typename MaskT, typename T>
__device__ T __shfl_up_sync(MaskT, T var, unsigned delta,
                            int width = warpSize) {
  hipWarpSyncMaskCheck<MaskT>();
  return __shfl_up(var, delta, width);
}
template <typename MaskT, typename T>
__device__ T __shfl_down_sync(MaskT, T var, unsigned delta,
                              int width = warpSize) {
  hipWarpSyncMaskCheck<MaskT>();
  return __shfl_down(var, delta, width);
}
template <typename MaskT, typename T>
__device__ T __shfl_xor_sync(MaskT, T var, int mask, int width = warpSize) {
  hipWarpSyncMaskCheck<MaskT>();
  return __shfl_xor(var, mask, width);
}
template <typename MaskT>
__device__ unsigned long long __ballot_sync(MaskT mask, int predicate) {
  hipWarpSyncMaskCheck<MaskT>();
  return __ballot(predicate) & mask;
}
template <typename MaskT> __device__ int __any_sync(MaskT, int predicate) {
  hipWarpSyncMaskCheck<MaskT>();
  return __any(predicate);
}
template <typename MaskT> __device__ int __all_sync(MaskT, int predicate) {
  hipWarpSyncMaskCheck<MaskT>();
  return __all(predicate);
}
__device__ inline unsigned long long __activemask() { return __ballot(1); }
