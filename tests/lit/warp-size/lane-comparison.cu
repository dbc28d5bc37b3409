// A thread or lane index compared with a warp size of 32 (`lane < 32`,
// `threadIdx.x < 32` for "the first warp") assumes 32-lane warps; and
// `warpSize == 32`, on the device or in cudaDeviceProp, is false where
// wavefronts have 64 lanes. Reported, left as written; comparisons with
// warpSize itself, or of plain data with 32, are quiet.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__device__ float lastLane(float v, int laneId) {
  // CHECK: return laneId == 31 ? v : 0.0f;
  // WARN: {{.*}}lane-comparison.cu:[[@LINE+1]]:17: warning: 'laneId == 31' compares a thread or lane index with a warp of 32 lanes; AMD CDNA GPUs run 64-lane wavefronts (use warpSize) [warp-size-lane-index]
  return laneId == 31 ? v : 0.0f;
}

__global__ void firstWarp(float *data, int n) {
  int lane = threadIdx.x & (warpSize - 1);
  // WARN: {{.*}}lane-comparison.cu:[[@LINE+1]]:19: warning: 'threadIdx.x < 32' compares a thread or lane index with a warp of 32 lanes; AMD CDNA GPUs run 64-lane wavefronts (use warpSize) [warp-size-lane-index]
  if (threadIdx.x < 32)
    data[threadIdx.x] = lastLane(data[threadIdx.x], lane);
  // WARN: {{.*}}lane-comparison.cu:[[@LINE+1]]:19: warning: '32 > lane' compares a thread or lane index with a warp of 32 lanes; AMD CDNA GPUs run 64-lane wavefronts (use warpSize) [warp-size-lane-index]
  if (n > 0 && 32 > lane)
    data[0] = 0;
  // WARN: {{.*}}lane-comparison.cu:[[@LINE+1]]:16: warning: 'warpSize == 32' tests for 32-lane warps; AMD CDNA GPUs run 64-lane wavefronts (warpSize is 64 there) [warp-size-lane-index]
  if (warpSize == 32)
    data[1] = 1;
  // Quiet: the lane compared with warpSize, plain data compared with 32.
  if (lane < warpSize && n < 32 && data[2] >= 32)
    data[2] = 2;
}

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  // CHECK: int shift = prop.warpSize != 32 ? 6 : 5;
  // WARN: {{.*}}lane-comparison.cu:[[@LINE+1]]:29: warning: 'prop.warpSize != 32' tests for 32-lane warps; AMD CDNA GPUs run 64-lane wavefronts (warpSize is 64 there) [warp-size-lane-index]
  int shift = prop.warpSize != 32 ? 6 : 5;
  return shift;
}
