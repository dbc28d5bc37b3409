// A Black-Scholes option pricer written as HeCBench-style benchmarks write
// it: fast intrinsics for the exponentials, logarithm and square root. Each
// call whose documented error differs in HIP is one numerics finding, the
// conversion itself changes no call, and the output compiles.
// RUN: %hipify --print-stats %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.err
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip

#include <cuda_runtime.h>

__device__ inline float cnd(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f,
              A4 = -1.821255978f, A5 = 1.330274429f;
  const float RSQRT2PI = 0.39894228040143267793994605993438f;
  float K = __fdividef(1.0f, 1.0f + 0.2316419f * fabsf(d));
  float c = RSQRT2PI * __expf(-0.5f * d * d) *
            (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  return d > 0 ? 1.0f - c : c;
}

__global__ void blackScholes(float *call, float *put, const float *price,
                             const float *strike, const float *years,
                             float riskfree, float volatility, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float s = price[i], x = strike[i], t = years[i];
  float sqrtT = __fdividef(1.0f, rsqrtf(t));
  float d1 = __fdividef(__logf(s / x) + (riskfree + 0.5f * volatility *
                                                         volatility) * t,
                        volatility * sqrtT);
  float d2 = d1 - volatility * sqrtT;
  float expRT = __expf(-riskfree * t);
  call[i] = s * cnd(d1) - x * expRT * cnd(d2);
  put[i] = x * expRT * (1.0f - cnd(d2)) - s * (1.0f - cnd(d1));
}

// WARN-COUNT-7: {{.*}}: warning: {{.*}} [numerics-fast-math]
// CHECK: UNCONVERTED refs count: 0
// CHECK: NUMERICS findings: 7
