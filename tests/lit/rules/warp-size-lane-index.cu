// Lane and warp indexes taken from a thread index with a warp size of 32
// (`% 32`, `& 31`, `/ 32`, `>> 5`, through a variable, a macro or a
// constant as well) are wrong for 64-lane wavefronts. Reported where the
// operator is written (once in a macro's body), the code left as written.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define WARP_SIZE 32
// WARN: {{.*}}warp-size-lane-index.cu:[[@LINE+1]]:32: warning: '& 31' takes a lane index from a thread index for 32-lane warps; AMD CDNA GPUs run 64-lane wavefronts (use warpSize) [warp-size-lane-index]
#define LANE_ID() (threadIdx.x & 31)
constexpr unsigned kWarpShift = 5;

__global__ void indexes(int *out) {
  // CHECK: int lane = threadIdx.x % 32;
  // WARN: {{.*}}warp-size-lane-index.cu:[[@LINE+1]]:26: warning: '% 32' takes a lane index from a thread index for 32-lane warps; AMD CDNA GPUs run 64-lane wavefronts (use warpSize) [warp-size-lane-index]
  int lane = threadIdx.x % 32;
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  // WARN: {{.*}}warp-size-lane-index.cu:[[@LINE+1]]:18: warning: '/ WARP_SIZE' counts warps of 32 lanes in a thread index or count; AMD CDNA GPUs run 64-lane wavefronts (use warpSize) [warp-size-lane-index]
  int warp = tid / WARP_SIZE;
  // WARN: {{.*}}warp-size-lane-index.cu:[[@LINE+1]]:31: warning: '>> kWarpShift' counts warps of 32 lanes in a thread index or count; AMD CDNA GPUs run 64-lane wavefronts (use warpSize) [warp-size-lane-index]
  int localWarp = threadIdx.x >> kWarpShift;
  // WARN: {{.*}}warp-size-lane-index.cu:[[@LINE+1]]:33: warning: '/ 32' counts warps of 32 lanes in a thread index or count; AMD CDNA GPUs run 64-lane wavefronts (use warpSize) [warp-size-lane-index]
  int warps = (blockDim.x + 31) / 32;
  auto block = cooperative_groups::this_thread_block();
  // WARN: {{.*}}warp-size-lane-index.cu:[[@LINE+1]]:34: warning: '% 32' takes a lane index from a thread index for 32-lane warps; AMD CDNA GPUs run 64-lane wavefronts (use warpSize) [warp-size-lane-index]
  int rank = block.thread_rank() % 32;
  out[tid] = lane + warp + localWarp + warps + rank + LANE_ID() + LANE_ID();
  // Quiet: the warp size as the device says it.
  out[0] = threadIdx.x % warpSize + (threadIdx.x & (warpSize - 1));
}
