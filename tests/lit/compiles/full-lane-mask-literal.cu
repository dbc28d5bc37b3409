// A lane mask written as a literal full 32-lane mask (0xffffffff,
// 0xFFFFFFFFu, 4294967295u, -1, ~0u) means "all lanes": it becomes '~0ll',
// all 64 bits set, which HIP 6.4's *_sync functions take (they refuse a
// 32-bit mask at compile time) and which, on NVIDIA, narrows to all ones
// without a warning (a signed all-ones value: '~0ull' would warn of
// truncation). Each rewrite is reported. A mask that is no literal full mask
// stays reported, as written (rules/warp-size-lane-mask.cu).
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda_runtime.h>

#define KEEP(x) (x)

__global__ void vote(const float *in, unsigned long long *out) {
  float v = in[threadIdx.x];
  // CHECK: v += __shfl_down_sync(~0ll, v, 16);
  // WARN: {{.*}}full-lane-mask-literal.cu:[[@LINE+1]]:25: warning: '0xffffffff' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  v += __shfl_down_sync(0xffffffff, v, 16);
  // CHECK: v += KEEP(__shfl_xor_sync(~0ll, v, 1));
  // WARN: {{.*}}full-lane-mask-literal.cu:[[@LINE+1]]:29: warning: '4294967295u' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  v += KEEP(__shfl_xor_sync(4294967295u, v, 1));
  // CHECK: v += __shfl_sync(~0ll, v, 0) + __shfl_up_sync(~0ll, v, 1);
  // WARN: {{.*}}full-lane-mask-literal.cu:[[@LINE+2]]:20: warning: '-1' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  // WARN: {{.*}}full-lane-mask-literal.cu:[[@LINE+1]]:47: warning: '~0u' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  v += __shfl_sync(-1, v, 0) + __shfl_up_sync(~0u, v, 1);
  // CHECK: out[0] = __ballot_sync(~0ll, v > 0);
  // WARN: {{.*}}full-lane-mask-literal.cu:[[@LINE+1]]:26: warning: '0xFFFFFFFFu' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  out[0] = __ballot_sync(0xFFFFFFFFu, v > 0);
  // CHECK: out[1] = __any_sync(~0ll, v < 0) + __all_sync(~0ll, v < 1);
  // WARN: {{.*}}full-lane-mask-literal.cu:[[@LINE+2]]:23: warning: '0xffffffffU' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  // WARN: {{.*}}full-lane-mask-literal.cu:[[@LINE+1]]:56: warning: '0xffffffff' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  out[1] = __any_sync(0xffffffffU, v < 0) + __all_sync(0xffffffff, v < 1);
  // Already 64-bit: quiet.
  out[2] = __shfl_down_sync(~0ll, v, 1);
}
