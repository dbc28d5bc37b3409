// A 32-bit lane mask passed to a *_sync intrinsic names lanes 0-31 only:
// HIP's masks are 64-bit. Reported where the call is; a full mask written as
// a literal is rewritten as '~0ll' (compiles/full-lane-mask-literal.cu), a
// full mask through a macro gets it as the advice, other masks are left as
// written; masks the intrinsics return and 64-bit masks are quiet; a
// template's dependent call is judged alike.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_names %t.hip

#include <cuda_runtime.h>

// CHECK: #define FULL_MASK ~0ll
#define FULL_MASK 0xffffffff

__device__ float sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    // CHECK: v += __shfl_down_sync(~0ll, v, offset);
    // WARN: {{.*}}warp-size-lane-mask.cu:[[@LINE+1]]:27: warning: '0xffffffff' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

template <typename T> __device__ T broadcast(T v) {
  // CHECK: return __shfl_sync(~0ll, v, 0);
  // WARN: {{.*}}warp-size-lane-mask.cu:[[@LINE+1]]:22: warning: '-1' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  return __shfl_sync(-1, v, 0);
}

__device__ int halves(float v, unsigned mask) {
  // WARN: {{.*}}warp-size-lane-mask.cu:[[@LINE+1]]:24: warning: lane mask '0x0000ffff' is a 32-bit 'int' but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts [warp-size-lane-mask]
  int low = __any_sync(0x0000ffff, v > 0);
  // WARN: {{.*}}warp-size-lane-mask.cu:[[@LINE+1]]:21: warning: lane mask 'mask' is a 32-bit 'unsigned int' but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts [warp-size-lane-mask]
  return __all_sync(mask, v > 0) + low;
}

__global__ void kernel(float *data) {
  float v = sum(data[threadIdx.x]) + broadcast(data[0]);
  // CHECK: v += __shfl_xor_sync(FULL_MASK, v, 1);
  // WARN: {{.*}}warp-size-lane-mask.cu:[[@LINE+1]]:24: warning: 'FULL_MASK' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; its definition rewritten as '~0ll' [warp-size-lane-mask]
  v += __shfl_xor_sync(FULL_MASK, v, 1);
  // WARN: {{.*}}warp-size-lane-mask.cu:[[@LINE+1]]:20: warning: '0xFFFFFFFFu' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  v += __shfl_sync(0xFFFFFFFFu, v, 2);
  // Quiet: 64-bit masks, and masks the intrinsics return (64-bit in HIP).
  v += __shfl_up_sync(~0ull, v, 1);
  unsigned long long all = 0xffffffffffffffffull;
  v += __shfl_up_sync(all, v, 1);
  v += __shfl_sync(__activemask(), v, 0);
  v += __shfl_sync(__ballot_sync(~0ull, v > 0) & all, v, 0);
  data[threadIdx.x] = v + halves(v, 3u);
}
