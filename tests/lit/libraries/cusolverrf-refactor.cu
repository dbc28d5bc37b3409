// Refactoring and solving a sequence of sparse systems that share one sparsity
// pattern with cuSOLVER's refactorization API (cusolverRf) becomes hipSOLVER's
// cuSOLVER-compatible hipsolverRf API, options and enumerators included.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// Nothing is left unconverted, so nothing is reported.
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t.err
// ERR-NOT: {{.+}}
// Debian's HIP 5.2 has no hipSOLVER; the ROCm 6.4 root compiles the file.
// RUN: %hip64_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipsolver/hipsolver.h>
#include <cusolverRf.h>

// The CSR arrays of A and of its first factors L and U, and the permutations
// P and Q, are in host memory; the later matrices (values) and the right-hand
// side x are on the device, as are the permutations for the solve.
struct Factors {
  int n, nnz_a, nnz_l, nnz_u;
  int *rows_a, *cols_a, *rows_l, *cols_l, *rows_u, *cols_u, *p, *q;
  double *values_a, *values_l, *values_u;
};

// CHECK: hipsolverStatus_t refactor_and_solve(const Factors &h, int *d_rows_a, int *d_cols_a,
cusolverStatus_t refactor_and_solve(const Factors &h, int *d_rows_a, int *d_cols_a,
                                    double *d_values_a, int *d_p, int *d_q,
                                    double *d_x, double *d_work) {
  // CHECK: hipsolverRfHandle_t rf;
  cusolverRfHandle_t rf;
  // CHECK: hipsolverStatus_t status = hipsolverRfCreate(&rf);
  cusolverStatus_t status = cusolverRfCreate(&rf);
  // CHECK: if (status != HIPSOLVER_STATUS_SUCCESS)
  if (status != CUSOLVER_STATUS_SUCCESS)
    return status;
  // CHECK: hipsolverRfSetNumericProperties(rf, 0.0, 0.0);
  cusolverRfSetNumericProperties(rf, 0.0, 0.0);
  // CHECK: hipsolverRfSetAlgs(rf, HIPSOLVERRF_FACTORIZATION_ALG0,
  // CHECK:                   HIPSOLVERRF_TRIANGULAR_SOLVE_ALG1);
  cusolverRfSetAlgs(rf, CUSOLVERRF_FACTORIZATION_ALG0,
                    CUSOLVERRF_TRIANGULAR_SOLVE_ALG1);
  // CHECK: hipsolverRfSetMatrixFormat(rf, HIPSOLVERRF_MATRIX_FORMAT_CSR,
  // CHECK:                            HIPSOLVERRF_UNIT_DIAGONAL_STORED_L);
  cusolverRfSetMatrixFormat(rf, CUSOLVERRF_MATRIX_FORMAT_CSR,
                            CUSOLVERRF_UNIT_DIAGONAL_STORED_L);
  // CHECK: hipsolverRfSetResetValuesFastMode(rf, HIPSOLVERRF_RESET_VALUES_FAST_MODE_ON);
  cusolverRfSetResetValuesFastMode(rf, CUSOLVERRF_RESET_VALUES_FAST_MODE_ON);

  // CHECK: hipsolverRfFactorization_t factorization;
  cusolverRfFactorization_t factorization;
  // CHECK: hipsolverRfTriangularSolve_t triangular_solve;
  cusolverRfTriangularSolve_t triangular_solve;
  // CHECK: hipsolverRfGet_Algs(rf, &factorization, &triangular_solve);
  cusolverRfGetAlgs(rf, &factorization, &triangular_solve);

  // CHECK: status = hipsolverRfSetupHost(h.n, h.nnz_a, h.rows_a, h.cols_a, h.values_a,
  status = cusolverRfSetupHost(h.n, h.nnz_a, h.rows_a, h.cols_a, h.values_a,
                               h.nnz_l, h.rows_l, h.cols_l, h.values_l,
                               h.nnz_u, h.rows_u, h.cols_u, h.values_u, h.p,
                               h.q, rf);
  // CHECK: if (status == HIPSOLVER_STATUS_SUCCESS)
  if (status == CUSOLVER_STATUS_SUCCESS)
    // CHECK: status = hipsolverRfAnalyze(rf);
    status = cusolverRfAnalyze(rf);
  // A new matrix of the same pattern: reset the values, refactor, solve.
  // CHECK: if (status == HIPSOLVER_STATUS_SUCCESS)
  if (status == CUSOLVER_STATUS_SUCCESS)
    // CHECK: status = hipsolverRfResetValues(h.n, h.nnz_a, d_rows_a, d_cols_a, d_values_a,
    status = cusolverRfResetValues(h.n, h.nnz_a, d_rows_a, d_cols_a, d_values_a,
                                   d_p, d_q, rf);
  // CHECK: if (status == HIPSOLVER_STATUS_SUCCESS)
  if (status == CUSOLVER_STATUS_SUCCESS)
    // CHECK: status = hipsolverRfRefactor(rf);
    status = cusolverRfRefactor(rf);
  // CHECK: hipsolverRfNumericBoostReport_t boost;
  cusolverRfNumericBoostReport_t boost;
  // CHECK: hipsolverRfGetNumericBoostReport(rf, &boost);
  cusolverRfGetNumericBoostReport(rf, &boost);
  // CHECK: if (status == HIPSOLVER_STATUS_SUCCESS && boost == HIPSOLVERRF_NUMERIC_BOOST_NOT_USED)
  if (status == CUSOLVER_STATUS_SUCCESS && boost == CUSOLVERRF_NUMERIC_BOOST_NOT_USED)
    // CHECK: status = hipsolverRfSolve(rf, d_p, d_q, 1, d_work, h.n, d_x, h.n);
    status = cusolverRfSolve(rf, d_p, d_q, 1, d_work, h.n, d_x, h.n);

  int nnz_m;
  int *rows_m, *cols_m;
  double *values_m;
  // CHECK: hipsolverRfAccessBundledFactorsDevice(rf, &nnz_m, &rows_m, &cols_m, &values_m);
  cusolverRfAccessBundledFactorsDevice(rf, &nnz_m, &rows_m, &cols_m, &values_m);
  // CHECK: hipsolverRfDestroy(rf);
  cusolverRfDestroy(rf);
  return status;
}
