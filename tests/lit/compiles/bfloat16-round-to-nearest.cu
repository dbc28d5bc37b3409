// __float2bfloat16_rn and __float2bfloat16 both round to nearest even; HIP
// 6.4 lacks the _rn name: it becomes __float2bfloat16, which both HIP
// platforms declare. The other rounding modes have no HIP spelling and stay
// reported.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --allow-empty --implicit-check-not=warning:
// WARN-NOT: warning:
// RUN: %hip64_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda_bf16.h>

// CHECK: __global__ void narrow(const float *in, __hip_bfloat16 *out) {
__global__ void narrow(const float *in, __nv_bfloat16 *out) {
  // CHECK: out[threadIdx.x] = __float2bfloat16(in[threadIdx.x]);
  out[threadIdx.x] = __float2bfloat16_rn(in[threadIdx.x]);
}
