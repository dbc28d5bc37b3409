#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
template <typename T> __device__ T warpReduce(T v) {
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  return v;
}
__global__ void reduce(const float *in, float *out, int n) {
  __shared__ float partial[32];
  cg::thread_block block = cg::this_thread_block();
  float v = threadIdx.x < n ? in[threadIdx.x] : 0.f;
  v = warpReduce(v);
  if ((threadIdx.x & 31) == 0)
    partial[threadIdx.x / 32] = v;
  block.sync();
  unsigned mask = __ballot_sync(0xffffffffu, v > 0);
  if (threadIdx.x == 0)
    atomicAdd(out, partial[0] + __popc(mask));
}
__global__ void halves(__half *h, float f) { h[0] = __hadd(h[0], __float2half(f)); }
template <int N> __global__ void __launch_bounds__(256) tmpl(float *p) { p[N] = __expf(p[N]); }
void run(float *in, float *out) {
  reduce<<<1, 256>>>(in, out, 256);
  tmpl<3><<<1, 1>>>(in);
}
