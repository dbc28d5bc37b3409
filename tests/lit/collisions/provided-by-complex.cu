// HIP 5.2's hip_complex.h, which cuComplex.h becomes, declares operators on
// hipFloatComplex, the type float2 is: the user's operators on float2 tie
// with them. Without cuComplex.h (provided-by-hip.cu) they meet none, nor
// for HIP 6.4 (the default target), whose hip_complex.h has no such operator.
// RUN: %hipify %s -o %t.64.hip 2>%t.64.err
// RUN: %FileCheck %s --check-prefix=QUIET --allow-empty --input-file=%t.64.err
// QUIET-NOT: {{.+}}
// RUN: %hip_check %t.64.hip
// RUN: %hipify %s -o %t.hip --hip-version=5.2 2>%t.err
// RUN: %FileCheck %s --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=note:
// RUN: %hip52_check %t.hip > %t.out; test $? -eq 1
// RUN: grep -q "use of overloaded operator '+' is ambiguous" %t.out

#include <cuComplex.h>
#include <cuda_runtime.h>

// CHECK: {{.*}}provided-by-complex.cu:[[@LINE+2]]:35: warning: 'operator+(float2, float2)' has the parameters of HIP's own 'operator+(const float2 &, const float2 &)': calls of either become ambiguous [provided-by-hip]
// CHECK-NEXT: note: HIP declares 'operator+(const float2 &, const float2 &)' in hip/amd_detail/amd_hip_complex.h (HIP 5.2; not HIP 6.4)
inline __host__ __device__ float2 operator+(float2 a, float2 b) {
  return make_float2(a.x + b.x, a.y + b.y);
}

__global__ void kernel(cuFloatComplex *p) { p[0] = p[1] + p[2]; }
