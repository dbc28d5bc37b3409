// --fix-warp-size rewrites what has one right form for 64-lane wavefronts: a
// full 32-lane mask becomes `~0ll` (a literal one does without it), an
// `unsigned` variable receiving a
// mask `unsigned long long`, `__popc`/`__ffs` of a mask `__popcll`/
// `__ffsll`. Each is still reported, saying what was done; the rest is only
// reported (a mask macro is left: it may be used elsewhere for other
// things; lane-mask.cu). The output compiles against HIP's 64-bit-mask *_sync
// declarations (Debian's HIP 5.2 has none: Inputs/hip-warp-sync.h declares
// them as HIP 6.2 does), which refuse the conversion made with the checks
// off, whose masks stay 32-bit.
// RUN: %hipify %s -o %t.hip --fix-warp-size 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check --include=%S/Inputs/hip-warp-sync.h %t.hip
// RUN: %hipify %s -o %t.unfixed.hip --no-warp-size-checks 2>/dev/null
// RUN: %hip_check --include=%S/Inputs/hip-warp-sync.h %t.unfixed.hip > %t.unfixed.out; test $? -eq 1
// RUN: grep -q "the lane mask must be a 64-bit integer" %t.unfixed.out

#include <cuda_runtime.h>

#define KEEP(x) (x)

// CHECK: __device__ float warpSum(float v) {
__device__ float warpSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    // CHECK: v += __shfl_down_sync(~0ll, v, offset);
    // WARN: {{.*}}fix-warp-size.cu:[[@LINE+1]]:27: warning: '0xffffffff' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
    v += __shfl_down_sync(0xffffffff, v, offset);
  // In a macro's argument, the mask is written in the file: fixed.
  // CHECK: v += KEEP(__shfl_xor_sync(~0ll, v, 1));
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+1]]:29: warning: '0xffffffff' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  v += KEEP(__shfl_xor_sync(0xffffffff, v, 1));
  return v;
}

__global__ void vote(const float *in, int *out) {
  float v = warpSum(in[threadIdx.x]);
  // CHECK: unsigned long long positive = __ballot_sync(~0ll, v > 0);
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+2]]:3: warning: 'positive' is a 32-bit 'unsigned int' receiving a 64-bit lane mask and loses lanes 32-63; AMD CDNA GPUs run 64-lane wavefronts; declared 'unsigned long long' [warp-size-lane-mask]
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+1]]:37: warning: '0xffffffff' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  unsigned positive = __ballot_sync(0xffffffff, v > 0);
  // CHECK: const unsigned long long active = __activemask();
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+1]]:9: warning: 'active' is a 32-bit 'unsigned int' receiving a 64-bit lane mask and loses lanes 32-63; AMD CDNA GPUs run 64-lane wavefronts; declared 'unsigned long long' [warp-size-lane-mask]
  const unsigned int active = __activemask();
  // CHECK: out[0] = __popcll(positive) + __ffsll(active);
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+2]]:12: warning: '__popc' of a 64-bit lane mask sees 32 lanes; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '__popcll' [warp-size-lane-mask]
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+1]]:31: warning: '__ffs' of a 64-bit lane mask sees 32 lanes; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '__ffsll' [warp-size-lane-mask]
  out[0] = __popc(positive) + __ffs(active);
  // CHECK: out[1] = __any_sync(~0ll, v < 0) + __all_sync(~0ll, v < 1);
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+2]]:23: warning: '0xffffffff' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+1]]:55: warning: '-1' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  out[1] = __any_sync(0xffffffff, v < 0) + __all_sync(-1, v < 1);
  // Not fixed: two variables sharing one type, a signed ballot
  // (sign-extended, __popcll would count more).
  // CHECK: unsigned a = __activemask(), b = 1;
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+1]]:3: warning: 'a' is a 32-bit 'unsigned int' receiving a 64-bit lane mask and loses lanes 32-63; AMD CDNA GPUs run 64-lane wavefronts; declare it 'unsigned long long' [warp-size-lane-mask]
  unsigned a = __activemask(), b = 1;
  // CHECK: int signedVotes = __ballot_sync(~0ll, v > 1);
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+2]]:3: warning: 'signedVotes' is a 32-bit 'int' receiving a 64-bit lane mask and loses lanes 32-63; AMD CDNA GPUs run 64-lane wavefronts; declare it 'unsigned long long' [warp-size-lane-mask]
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+1]]:35: warning: '0xffffffff' is a full lane mask of 32 lanes but HIP's lane masks are 64-bit; AMD CDNA GPUs run 64-lane wavefronts; rewritten as '~0ll' [warp-size-lane-mask]
  int signedVotes = __ballot_sync(0xffffffff, v > 1);
  // CHECK: out[2] = __popc(signedVotes) + a + b;
  // WARN: {{.*}}fix-warp-size.cu:[[@LINE+1]]:12: warning: '__popc' of a 64-bit lane mask sees 32 lanes; AMD CDNA GPUs run 64-lane wavefronts; use '__popcll' [warp-size-lane-mask]
  out[2] = __popc(signedVotes) + a + b;
}
