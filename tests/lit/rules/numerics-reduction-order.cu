// Under --numerics=all, a kernel or device function that sums floats across
// lanes (a shuffle added to a sum, an atomicAdd on a float *) gets one note,
// at its first such operation: a 64-lane wavefront groups the additions
// otherwise. A shuffle that is no addend (a max), an integer sum and host
// code are not noted; without --numerics=all nothing is. (The 32-lane
// masks and offsets are the warp-size rules' business: only the numerics
// warnings are checked here.)
// RUN: %hipify --numerics=all --fix-warp-size --print-stats %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err '--implicit-check-not=[numerics-'
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.err
// RUN: %hipify --fix-warp-size --print-stats %s -o %t.default.hip 2> %t.default.err
// RUN: %FileCheck %s --check-prefix=DEFAULT --input-file=%t.default.err '--implicit-check-not=[numerics-'
// RUN: %hipify --numerics=some %s -o %t.bad.hip 2> %t.bad.err; echo "exit $?" >> %t.bad.err
// RUN: %FileCheck %s --check-prefix=BAD --input-file=%t.bad.err
// RUN: test ! -e %t.bad.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

template <typename T> __device__ T warpSum(T v) {
  for (int offset = 16; offset > 0; offset /= 2)
    // WARN: {{.*}}.cu:[[@LINE+1]]:10: warning: function 'warpSum' sums floating-point values across lanes (1 warp shuffle added to a sum): with AMD's 64-lane wavefronts the additions are grouped otherwise, so the sum may differ from CUDA's in its last bits; this is not a defect [numerics-reduction-order]
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__global__ void blockSum(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  v = warpSum(v);
  float m = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 1));
  if (threadIdx.x % 32 == 0) {
    // WARN: {{.*}}.cu:[[@LINE+1]]:5: warning: kernel 'blockSum' sums floating-point values across lanes (2 floating-point atomicAdds): {{.*}} [numerics-reduction-order]
    atomicAdd(out, v);
    atomicAdd(out + 1, m);
  }
}

__global__ void doubleSum(const double *in, double *out) {
  double v = in[threadIdx.x];
  // WARN: {{.*}}.cu:[[@LINE+1]]:11: warning: kernel 'doubleSum' sums floating-point values across lanes (1 warp shuffle added to a sum, 1 floating-point atomicAdd): {{.*}} [numerics-reduction-order]
  v = v + __shfl_xor_sync(0xffffffffu, v, 16);
  atomicAdd(out, v);
}

__global__ void countSum(const int *in, int *out) {
  int v = in[threadIdx.x];
  v += __shfl_down_sync(0xffffffffu, v, 1);
  atomicAdd(out, v);
}

void launch(const float *in, float *out, int n) {
  // CHECK: blockSum<<<(n + 255) / 256, 256>>>(in, out, n);
  blockSum<<<(n + 255) / 256, 256>>>(in, out, n);
}

// STATS: NUMERICS findings: 3
// DEFAULT: UNCONVERTED refs count: 0
// DEFAULT-NOT: NUMERICS findings
// BAD: hipify-cpp: error: invalid --numerics 'some' (expected default or all)
// BAD-NEXT: exit 2
