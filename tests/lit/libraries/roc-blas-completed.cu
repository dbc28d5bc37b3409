// --roc: cuBLAS names the roc tables now complete, each the rocBLAS function
// or type taking the same arguments: the 64-bit vector and matrix copies, the
// workspace, the half-precision batched gemv with __half as rocblas_half, the
// handle's struct and the complex types rocBLAS takes.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check --roc %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <rocblas/rocblas.h>
#include <cublas_v2.h>

// CHECK: rocblas_status copies(rocblas_handle handle, const float *x, float *y,
cublasStatus_t copies(cublasHandle_t handle, const float *x, float *y,
                      // CHECK: int64_t n, hipStream_t stream) {
                      int64_t n, cudaStream_t stream) {
  // CHECK: _rocblas_handle *raw = handle;
  cublasContext *raw = handle;
  // CHECK: rocblas_set_vector_64(n, sizeof(float), x, 1, y, 1);
  cublasSetVector_64(n, sizeof(float), x, 1, y, 1);
  // CHECK: rocblas_get_matrix_async_64(n, n, sizeof(float), x, n, y, n, stream);
  cublasGetMatrixAsync_64(n, n, sizeof(float), x, n, y, n, stream);
  // CHECK: return rocblas_set_workspace(raw, y, n * sizeof(float));
  return cublasSetWorkspace(raw, y, n * sizeof(float));
}

// CHECK: rocblas_status batched(rocblas_handle handle, int n, rocblas_half **a,
cublasStatus_t batched(cublasHandle_t handle, int n, __half **a,
                       // CHECK: rocblas_half **x, rocblas_half **y, int count) {
                       __half **x, __half **y, int count) {
  const float one = 1.0f;
  // CHECK: return rocblas_hshgemv_batched(handle, rocblas_operation_none, n, n, &one, a, n,
  return cublasHSHgemvBatched(handle, CUBLAS_OP_N, n, n, &one, a, n,
                              // CHECK: x, 1, &one, y, 1, count);
                              x, 1, &one, y, 1, count);
}

// CHECK: rocblas_status scale(rocblas_handle handle, int n, rocblas_float_complex alpha,
cublasStatus_t scale(cublasHandle_t handle, int n, cuComplex alpha,
                     // CHECK: rocblas_float_complex *x, rocblas_double_complex beta,
                     cuFloatComplex *x, cuDoubleComplex beta,
                     // CHECK: rocblas_double_complex *z) {
                     cuDoubleComplex *z) {
  // CHECK: rocblas_cscal(handle, n, &alpha, x, 1);
  cublasCscal(handle, n, &alpha, x, 1);
  // CHECK: return rocblas_zscal(handle, n, &beta, z, 1);
  return cublasZscal(handle, n, &beta, z, 1);
}
