// `register` is an error in C++17 for clang ("ISO C++17 does not allow
// 'register' storage class specifier"), nvcc accepts it. The driver passes
// -Wno-register; the code converts with the specifier kept.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// hipcc rejects `register` in C++17 as clang does; the tool does not rewrite
// it: names only.
// RUN: %hip_names %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

__global__ void sum4(float *a) {
  // CHECK: register float acc = 0;
  register float acc = 0;
  for (register int i = 0; i < 4; ++i)
    acc += a[i];
  a[0] = acc;
}

// CHECK: hipError_t run(float *a) {
cudaError_t run(float *a) {
  sum4<<<1, 1>>>(a);
  // CHECK: return hipGetLastError();
  return cudaGetLastError();
}
