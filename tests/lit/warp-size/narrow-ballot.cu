// A ballot or active mask is 64-bit in HIP: kept in a 32-bit integer (a
// variable, an assignment, a cast) it loses lanes 32-63. Reported; `auto`
// and 64-bit integers are quiet.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip

#include <cuda_runtime.h>
#include <cstdint>

__global__ void vote(const float *in, unsigned long long *out) {
  float v = in[threadIdx.x];
  // CHECK: unsigned positive = __ballot_sync(~0ull, v > 0);
  // WARN: {{.*}}narrow-ballot.cu:[[@LINE+1]]:3: warning: 'positive' is a 32-bit 'unsigned int' receiving a 64-bit lane mask and loses lanes 32-63; AMD CDNA GPUs run 64-lane wavefronts; declare it 'unsigned long long' [warp-size-lane-mask]
  unsigned positive = __ballot_sync(~0ull, v > 0);
  // WARN: {{.*}}narrow-ballot.cu:[[@LINE+1]]:9: warning: 'active' is a 32-bit 'uint32_t' receiving a 64-bit lane mask and loses lanes 32-63; AMD CDNA GPUs run 64-lane wavefronts; declare it 'unsigned long long' [warp-size-lane-mask]
  const uint32_t active = __activemask();
  // WARN: {{.*}}narrow-ballot.cu:[[@LINE+1]]:3: warning: 'negative' is a 32-bit 'int' receiving a 64-bit lane mask and loses lanes 32-63; AMD CDNA GPUs run 64-lane wavefronts; declare it 'unsigned long long' [warp-size-lane-mask]
  int negative = __ballot_sync(~0ull, v < 0) & active;
  unsigned last;
  // WARN: {{.*}}narrow-ballot.cu:[[@LINE+1]]:8: warning: a lane mask stored in the 32-bit 'last' loses lanes 32-63; AMD CDNA GPUs run 64-lane wavefronts; declare it 'unsigned long long' [warp-size-lane-mask]
  last = __ballot_sync(~0ull, v == 0);
  // WARN: {{.*}}narrow-ballot.cu:[[@LINE+1]]:22: warning: a lane mask cast to the 32-bit 'unsigned int' loses lanes 32-63; AMD CDNA GPUs run 64-lane wavefronts [warp-size-lane-mask]
  out[threadIdx.x] = (unsigned)__activemask() + positive + negative + last;
  // Quiet: what holds 64 bits.
  auto all = __ballot_sync(~0ull, 1);
  unsigned long long any = __ballot_sync(~0ull, v != 0);
  uint64_t some = __activemask();
  out[0] = all + any + some;
}
