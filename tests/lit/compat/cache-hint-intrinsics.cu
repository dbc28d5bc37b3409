// Cache-hinted loads and stores nvcc knows and clang 22 does not (__ldca,
// __ldlu, __stcg, __stcs, __stwb: "use of undeclared identifier"); the ones
// clang has (__ldcs, __ldcg, __ldcv, __stwt) must keep working beside them.
// The compat preamble declares the missing ones; the kernel converts, its
// intrinsics written as they were.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// Names only: HIP 6.4 declares __ldcg/__ldca/__ldcs for __half and __half2
// alone (hip_fp16.h) and none of the others, so the float loads kept here do
// not compile.
// RUN: %hip_names %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

__global__ void stream(float *out, const float *in, float4 *out4,
                       const float4 *in4) {
  // CHECK: float v = __ldcs(in) + __ldcg(in) + __ldca(in) + __ldlu(in);
  float v = __ldcs(in) + __ldcg(in) + __ldca(in) + __ldlu(in);
  // CHECK: __stcs(out, v);
  __stcs(out, v);
  // CHECK: __stcg(out + 1, 2.0);
  __stcg(out + 1, 2.0);
  // CHECK: __stwb(out + 2, v);
  __stwb(out + 2, v);
  // CHECK: __stcs(out4, __ldcs(in4));
  __stcs(out4, __ldcs(in4));
}
