// cuSOLVER's 64-bit API without the X prefix, which CUDA 13.0 removed, in a
// branch for the toolkits that still had it: the tables say what each name
// is, and hipSOLVER has none of them, so each is reported as inactive,
// naming the version that removed it and the X function to use instead.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err

#include <cusolverDn.h>

#if CUDART_VERSION < 13000
// CHECK: int factor(hipsolverDnHandle_t h, hipsolverDnParams_t p, void *a, void *work,
int factor(cusolverDnHandle_t h, cusolverDnParams_t p, void *a, void *work,
           size_t bytes, int *info) {
  // ERR: {{.*}}removed-solver-names-inactive-branch.cu:[[#@LINE+2]]:10: warning: 'cusolverDnPotrf' is unsupported in HIP (removed in CUDA 13.0); use 'cusolverDnXpotrf' instead (in an inactive #if branch) [skipped-block]
  // CHECK: return cusolverDnPotrf(h, p, HIPBLAS_FILL_MODE_LOWER, 4, HIP_R_32F, a, 4, HIP_R_32F, work, bytes, info);
  return cusolverDnPotrf(h, p, CUBLAS_FILL_MODE_LOWER, 4, CUDA_R_32F, a, 4, CUDA_R_32F, work, bytes, info);
}
#endif
