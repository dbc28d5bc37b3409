// A shared array of 32 elements indexed by a lane or warp index holds one
// element per lane or per warp of 32-lane warps. Reported at its
// declaration, once; an array of 32 indexed otherwise (a 32x33 tile indexed
// by threadIdx, a loop counter), or sized by warpSize, is quiet.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__global__ void blockSum(const float *in, float *out) {
  // CHECK: __shared__ float partial[32];
  // WARN: {{.*}}per-warp-array.cu:[[@LINE+1]]:20: warning: shared array 'partial' holds 32 elements, one per lane or warp of 32-lane warps, and is indexed by a lane or warp index; AMD CDNA GPUs run 64-lane wavefronts (size it for 64) [warp-size-lane-index]
  __shared__ float partial[32];
  // WARN: {{.*}}per-warp-array.cu:[[@LINE+1]]:20: warning: shared array 'staged' holds 32 elements, one per lane or warp of 32-lane warps, and is indexed by a lane or warp index; AMD CDNA GPUs run 64-lane wavefronts (size it for 64) [warp-size-lane-index]
  __shared__ float staged[4][32];
  __shared__ float tile[32][33];
  __shared__ float perLane[warpSize];
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int lane = threadIdx.x & (warpSize - 1);
  int warpId = threadIdx.x / warpSize;
  if (lane == 0)
    partial[warpId] = v;
  staged[0][lane] = v;
  partial[warpId] += v;
  tile[threadIdx.y][threadIdx.x] = v;
  perLane[lane] = v;
  __syncthreads();
  float total = 0;
  for (int i = 0; i < 32; ++i)
    total += partial[i] + tile[i][0] + staged[0][i];
  out[blockIdx.x] = total + perLane[0];
}
