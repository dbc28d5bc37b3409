// cuComplex.h types and helpers, on the host and in a kernel, become
// hip_complex.h's.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_complex.h>
#include <cuComplex.h>

// y[i] = a * x[i] + y[i] on complex vectors.
// CHECK: __global__ void caxpy(int n, hipComplex a, const hipComplex *x, hipComplex *y) {
__global__ void caxpy(int n, cuComplex a, const cuComplex *x, cuComplex *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // CHECK: y[i] = hipCaddf(hipCmulf(a, x[i]), y[i]);
    y[i] = cuCaddf(cuCmulf(a, x[i]), y[i]);
}

// CHECK: double magnitude(hipDoubleComplex z) { return hipCabs(z); }
double magnitude(cuDoubleComplex z) { return cuCabs(z); }

int main() {
  // CHECK: hipComplex a = make_hipComplex(2.0f, -1.0f);
  cuComplex a = make_cuComplex(2.0f, -1.0f);
  // CHECK: hipFloatComplex conj = hipConjf(a);
  cuFloatComplex conj = cuConjf(a);
  // CHECK: float re = hipCrealf(conj), im = hipCimagf(conj);
  float re = cuCrealf(conj), im = cuCimagf(conj);
  // CHECK: hipDoubleComplex wide = hipComplexFloatToDouble(a);
  cuDoubleComplex wide = cuComplexFloatToDouble(a);
  // CHECK: hipDoubleComplex z = make_hipDoubleComplex(re, im);
  cuDoubleComplex z = make_cuDoubleComplex(re, im);
  // CHECK: return magnitude(hipCadd(z, wide)) > 0.0 ? 0 : 1;
  return magnitude(cuCadd(z, wide)) > 0.0 ? 0 : 1;
}
