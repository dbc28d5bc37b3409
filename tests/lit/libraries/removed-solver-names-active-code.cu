// Code written for CUDA 12 calls cuSOLVER's 64-bit API without the X prefix,
// which CUDA 13.0 removed: undeclared, the calls do not parse
// (`--best-effort` converts the file all the same), and the tables still
// know the names: each is reported, saying which CUDA removed it and the X
// function to use instead, and the rest of the line is converted.
// RUN: %hipify --best-effort %s -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err

#include <cusolverDn.h>

// CHECK: int solve(hipsolverDnHandle_t h, hipsolverDnParams_t p, void *a, int64_t *pivots,
int solve(cusolverDnHandle_t h, cusolverDnParams_t p, void *a, int64_t *pivots,
          void *b, int *info) {
  // ERR: {{.*}}removed-solver-names-active-code.cu:[[#@LINE+2]]:10: warning: 'cusolverDnGetrs' is unsupported in HIP (removed in CUDA 13.0); use 'cusolverDnXgetrs' instead [unconverted-audit]
  // CHECK: return cusolverDnGetrs(h, p, HIPBLAS_OP_N, 4, 1, HIP_R_64F, a, 4, pivots, HIP_R_64F, b, 4, info);
  return cusolverDnGetrs(h, p, CUBLAS_OP_N, 4, 1, CUDA_R_64F, a, 4, pivots, CUDA_R_64F, b, 4, info);
}
