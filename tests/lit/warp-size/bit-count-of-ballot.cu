// __popc, __ffs and __clz read 32 bits: of a ballot (64-bit in HIP) they
// miss lanes 32-63. Reported with their 64-bit counterparts; the same calls
// on plain data are quiet. The reported calls stay and HIP refuses some
// (__ffs of a 64-bit value is ambiguous): names only.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_names %t.hip

#include <cuda_runtime.h>

__global__ void count(const int *in, int *out) {
  auto votes = __ballot_sync(~0ull, in[threadIdx.x] > 0);
  // CHECK: out[0] = __popc(votes);
  // WARN: {{.*}}bit-count-of-ballot.cu:[[@LINE+1]]:12: warning: '__popc' of a 64-bit lane mask sees 32 lanes; AMD CDNA GPUs run 64-lane wavefronts; use '__popcll' [warp-size-lane-mask]
  out[0] = __popc(votes);
  // WARN: {{.*}}bit-count-of-ballot.cu:[[@LINE+1]]:12: warning: '__ffs' of a 64-bit lane mask sees 32 lanes; AMD CDNA GPUs run 64-lane wavefronts; use '__ffsll' [warp-size-lane-mask]
  out[1] = __ffs(__activemask() & votes) - 1;
  // WARN: {{.*}}bit-count-of-ballot.cu:[[@LINE+1]]:17: warning: '__clz' of a 64-bit lane mask sees 32 lanes; AMD CDNA GPUs run 64-lane wavefronts; use '__clzll', counted from bit 63 [warp-size-lane-mask]
  out[2] = 31 - __clz(votes);
  // Quiet: bits of plain data, and the 64-bit counts.
  out[3] = __popc(in[1]) + __ffs(in[2]) + __clz(in[3]) + __popcll(votes);
}
