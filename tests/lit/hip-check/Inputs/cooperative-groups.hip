// Cooperative groups: on NVIDIA, HIP's layer includes CUDA's
// cooperative_groups.h, which includes libcu++ (cuda/std/type_traits).
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void sync(float *out) {
  cg::thread_block block = cg::this_thread_block();
  block.sync();
  out[block.thread_rank()] = 1.0f;
}
