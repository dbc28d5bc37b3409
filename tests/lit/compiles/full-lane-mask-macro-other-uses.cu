// A macro spelling a full 32-lane mask that the TU uses otherwise too (a
// value kept in a variable, an #if, an #ifdef) may serve those other
// purposes: it stays as written, and each use as a *_sync mask is reported.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:

#include <cuda_runtime.h>

// CHECK: #define KEPT_MASK 0xffffffffu
#define KEPT_MASK 0xffffffffu
// CHECK: #define IF_MASK (0xffffffff)
#define IF_MASK (0xffffffff)
// CHECK: #define TESTED_MASK -1
#define TESTED_MASK -1

#if IF_MASK == 0xffffffff
#endif
#ifdef TESTED_MASK
#endif

__global__ void vote(const int *in, unsigned long long *out, unsigned *kept) {
  int v = in[threadIdx.x];
  // CHECK: out[0] = __ballot_sync(KEPT_MASK, v > 0);
  // WARN-DAG: {{.*}}full-lane-mask-macro-other-uses.cu:[[@LINE+1]]:26: warning: 'KEPT_MASK' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; use '~0ll' [warp-size-lane-mask]
  out[0] = __ballot_sync(KEPT_MASK, v > 0);
  kept[0] = KEPT_MASK;
  // WARN-DAG: {{.*}}full-lane-mask-macro-other-uses.cu:[[@LINE+1]]:26: warning: 'IF_MASK' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; use '~0ll' [warp-size-lane-mask]
  out[1] = __ballot_sync(IF_MASK, v > 1);
  // WARN-DAG: {{.*}}full-lane-mask-macro-other-uses.cu:[[@LINE+1]]:26: warning: 'TESTED_MASK' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; use '~0ll' [warp-size-lane-mask]
  out[2] = __ballot_sync(TESTED_MASK, v > 2);
}
