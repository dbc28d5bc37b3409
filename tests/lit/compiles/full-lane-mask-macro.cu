// A macro of the user's whose body is a literal full 32-lane mask, used
// only as the mask of *_sync calls, means "all lanes" too: its body becomes
// '~0ll' and each use is reported as fixed. A macro used otherwise as well
// stays as written (full-lane-mask-macro-other-uses.cu).
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda_runtime.h>

// CHECK: #define MASK ~0ll
#define MASK 0xffffffff
// CHECK: #define ALL_LANES ~0ll // all 32 lanes
#define ALL_LANES (0xFFFFFFFFu) // all 32 lanes

__global__ void vote(const int *in, unsigned long long *out) {
  int v = in[threadIdx.x];
  // CHECK: out[0] = __ballot_sync(MASK, v > 0);
  // WARN-DAG: {{.*}}full-lane-mask-macro.cu:[[@LINE+1]]:26: warning: 'MASK' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; its definition rewritten as '~0ll' [warp-size-lane-mask]
  out[0] = __ballot_sync(MASK, v > 0);
  // WARN-DAG: {{.*}}full-lane-mask-macro.cu:[[@LINE+1]]:25: warning: 'MASK' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; its definition rewritten as '~0ll' [warp-size-lane-mask]
  v += __shfl_down_sync(MASK, v, 1);
  // WARN-DAG: {{.*}}full-lane-mask-macro.cu:[[@LINE+1]]:26: warning: 'ALL_LANES' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; its definition rewritten as '~0ll' [warp-size-lane-mask]
  out[1] = __ballot_sync(ALL_LANES, v > 1);
}
