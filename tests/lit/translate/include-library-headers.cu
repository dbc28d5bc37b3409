// Headers of the CUDA math and cooperative-groups libraries map to their HIP
// counterparts, whether or not another CUDA header loaded them first. The
// device code itself is already valid HIP. The first include is not the
// runtime's, so <hip/hip_runtime.h> is inserted above it and the later
// <cuda_runtime.h> becomes a second include of it, kept.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: // (Debian's HIP 5.2 hip_cooperative_groups.h needs hip_runtime.h first.)
#include <cuda_fp16.h>
#include <cuda_runtime.h>
// (Debian's HIP 5.2 hip_cooperative_groups.h needs hip_runtime.h first.)
// CHECK: #include <hip/hip_cooperative_groups.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

// CHECK: __global__ void fill(__half *data) {
__global__ void fill(__half *data) {
  // CHECK: cg::thread_block block = cg::this_thread_block();
  cg::thread_block block = cg::this_thread_block();
  // CHECK: data[block.thread_rank()] = __float2half(1.0f);
  data[block.thread_rank()] = __float2half(1.0f);
  block.sync();
}

int main() {
  __half *data = nullptr;
  // CHECK: hipMalloc(&data, 32 * sizeof(__half));
  cudaMalloc(&data, 32 * sizeof(__half));
  fill<<<1, 32>>>(data);
  return 0;
}
