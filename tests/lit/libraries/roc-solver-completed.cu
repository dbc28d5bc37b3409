// --roc: cuSOLVER names the roc tables now complete: the row interchanges
// (rocSOLVER's ?laswp take cuSOLVER's arguments), the math mode of the
// rocBLAS handle rocSOLVER works on, the handle's struct, cusolver_int_t.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check --roc %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <rocsolver/rocsolver.h>
#include <cusolverDn.h>

// CHECK: rocblas_status swap(rocblas_handle handle, rocblas_int n, float *a,
cusolverStatus_t swap(cusolverDnHandle_t handle, cusolver_int_t n, float *a,
                      // CHECK: rocblas_float_complex *c, const int *pivots) {
                      cuComplex *c, const int *pivots) {
  // CHECK: _rocblas_handle *raw = handle;
  cusolverDnContext *raw = handle;
  // CHECK: rocblas_math_mode mode;
  cusolverMathMode_t mode;
  // CHECK: rocblas_get_math_mode(raw, &mode);
  cusolverDnGetMathMode(raw, &mode);
  // CHECK: rocblas_set_math_mode(raw, rocblas_default_math);
  cusolverDnSetMathMode(raw, CUSOLVER_DEFAULT_MATH);
  // CHECK: rocsolver_slaswp(handle, n, a, n, 1, n, pivots, 1);
  cusolverDnSlaswp(handle, n, a, n, 1, n, pivots, 1);
  // CHECK: return rocsolver_claswp(handle, n, c, n, 1, n, pivots, 1);
  return cusolverDnClaswp(handle, n, c, n, 1, n, pivots, 1);
}
