// Solving a sparse symmetric positive definite system A x = b with cuSOLVER's
// sparse Cholesky (csrlsvchol, device memory) becomes hipSOLVER's
// cuSOLVER-compatible hipsolverSp API; the matrix descriptor is hipSPARSE's.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// Nothing is left unconverted, so nothing is reported.
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t.err
// ERR-NOT: {{.+}}
// hipsolverSpScsrlsvqr is new in hipSOLVER 2.4 (ROCm 6.4); the ROCm 6.4 root
// compiles the file, Debian's HIP 5.2 has no hipSOLVER.
// RUN: %hip64_check %t.hip
// Targeting HIP 6.3, the QR solve is left and reported, the rest converted.
// RUN: %hipify %s --hip-version=6.3 -o %t.63.hip 2> %t.63.err
// RUN: %FileCheck %s --check-prefix=HIP63 --input-file=%t.63.err
// RUN: %FileCheck %s --check-prefix=HIP63-OUT --input-file=%t.63.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipsparse/hipsparse.h>
#include <cusparse.h>
// CHECK: #include <hipsolver/hipsolver.h>
#include <cusolverSp.h>

// A is n x n in CSR (nnz entries, zero-based), b and x are n-vectors: all on
// the device. singular gets -1, or the row where A is found singular.
// CHECK: hipsolverStatus_t solve(hipStream_t stream, int n, int nnz,
cusolverStatus_t solve(cudaStream_t stream, int n, int nnz,
                       const float *values, const int *row_offsets,
                       const int *columns, const float *b, float *x,
                       int *singular) {
  // CHECK: hipsolverSpHandle_t handle;
  cusolverSpHandle_t handle;
  // CHECK: hipsolverStatus_t status = hipsolverSpCreate(&handle);
  cusolverStatus_t status = cusolverSpCreate(&handle);
  // CHECK: if (status != HIPSOLVER_STATUS_SUCCESS)
  if (status != CUSOLVER_STATUS_SUCCESS)
    return status;
  // CHECK: hipsolverSpSetStream(handle, stream);
  cusolverSpSetStream(handle, stream);
  // CHECK: hipsparseMatDescr_t descr;
  cusparseMatDescr_t descr;
  // CHECK: hipsparseCreateMatDescr(&descr);
  cusparseCreateMatDescr(&descr);
  // CHECK: hipsparseSetMatType(descr, HIPSPARSE_MATRIX_TYPE_GENERAL);
  cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL);
  // CHECK: hipsparseSetMatIndexBase(descr, HIPSPARSE_INDEX_BASE_ZERO);
  cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO);
  const float tolerance = 1e-6f;
  const int reorder = 0;
  // CHECK: status = hipsolverSpScsrlsvchol(handle, n, nnz, descr, values, row_offsets,
  status = cusolverSpScsrlsvchol(handle, n, nnz, descr, values, row_offsets,
                                 columns, b, tolerance, reorder, x, singular);
  // Not positive definite: QR solves any square system.
  // CHECK: if (status == HIPSOLVER_STATUS_SUCCESS && *singular >= 0)
  if (status == CUSOLVER_STATUS_SUCCESS && *singular >= 0)
    // CHECK: status = hipsolverSpScsrlsvqr(handle, n, nnz, descr, values, row_offsets,
    // HIP63: {{.*}}cusolversp-csrlsvchol.cu:[[@LINE+2]]:14: warning: 'cusolverSpScsrlsvqr' needs HIP 6.4 (target: 6.3); left as written [identifier]
    // HIP63-OUT: status = cusolverSpScsrlsvqr(handle, n, nnz, descr, values, row_offsets,
    status = cusolverSpScsrlsvqr(handle, n, nnz, descr, values, row_offsets,
                                 columns, b, tolerance, reorder, x, singular);
  // CHECK: hipsparseDestroyMatDescr(descr);
  cusparseDestroyMatDescr(descr);
  // CHECK: hipsolverSpDestroy(handle);
  // HIP63-OUT: hipsolverSpDestroy(handle);
  cusolverSpDestroy(handle);
  return status;
}
