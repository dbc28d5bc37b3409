// Device math whose documented maximum error differs between CUDA and HIP,
// or that one vendor documents no bound for, is warned of at each call with
// both bounds and their sources (mappings/numerics.bounds). A function both
// document the same bound for (__fadd_rn, correctly rounded on both) is not.
// RUN: %hipify --print-stats %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.err
// RUN: %hip64_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

// CHECK: __global__ void softmaxish(float *out, const float *in, int n) {
__global__ void softmaxish(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // WARN: {{.*}}.cu:[[@LINE+2]]:13: warning: __expf may give other results in HIP (maximum error, CUDA: 2 + floor(abs(1.173 * x)) ulp [cuda-guide]; HIP: 6 ulp for x in [-10, 10] [hip-math]) [numerics-fast-math]
  // CHECK: float e = __expf(in[i]);
  float e = __expf(in[i]);
  // WARN: {{.*}}.cu:[[@LINE+3]]:13: warning: __sinf may give other results in HIP (maximum error, CUDA: maximum absolute error 2^-21.41 for x in [-pi, pi], larger otherwise [cuda-guide]; HIP: 18 ulp for x in [-pi, pi] [hip-math]) [numerics-fast-math]
  // WARN: {{.*}}.cu:[[@LINE+2]]:25: warning: __fdividef may give other results in HIP (maximum error, CUDA: 2 ulp for abs(y) in [2^-126, 2^126] [cuda-guide]; HIP: no bound documented [hip-math]) [numerics-fast-math]
  // CHECK: float s = __sinf(e) + __fdividef(e, 3.0f);
  float s = __sinf(e) + __fdividef(e, 3.0f);
  // WARN: {{.*}}.cu:[[@LINE+2]]:12: warning: rsqrtf may give other results in HIP (maximum error, CUDA: 2 ulp, full range [cuda-guide]; HIP: 1 ulp for x in [0.01, 100] [hip-math]) [numerics-fast-math]
  // CHECK: out[i] = rsqrtf(__fadd_rn(s, 1.0f));
  out[i] = rsqrtf(__fadd_rn(s, 1.0f));
}

// STATS: NUMERICS findings: 4
