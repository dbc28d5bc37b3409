// --roc: cuSPARSE's incomplete LU (csrilu02) becomes rocSPARSE's csrilu0: its
// analysis takes an analysis policy more (roc-insert=: a new analysis, as
// cuSPARSE's always is); the buffer-size query, whose size rocSPARSE writes
// as a size_t where cuSPARSE takes an int, is left and reported.
// RUN: %hipify %s -o %t.hip --roc 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: sed -e '/cusparseScsrilu02_bufferSize/d' %t.hip > %t.compiled.hip
// RUN: %hip64_check --roc %t.compiled.hip

#include <cusparse.h>

// CHECK: int factor(rocsparse_handle handle, int m, int nnz,
int factor(cusparseHandle_t handle, int m, int nnz,
           // CHECK: rocsparse_mat_descr descr, float *values, const int *rowPtr,
           cusparseMatDescr_t descr, float *values, const int *rowPtr,
           // CHECK: const int *colInd, rocsparse_mat_info info,
           const int *colInd, csrilu02Info_t info,
           // CHECK: rocsparse_solve_policy policy, void *buffer, double *boost) {
           cusparseSolvePolicy_t policy, void *buffer, double *boost) {
  int size = 0;
  // WARN: {{.*}}roc-sparse-incomplete-lu.cu:[[#@LINE+2]]:3: warning: 'cusparseScsrilu02_bufferSize' is unsupported in HIP: rocsparse_scsrilu0_buffer_size writes the size as a size_t, where this call takes a pointer to an int [identifier]
  // CHECK: cusparseScsrilu02_bufferSize(handle, m, nnz, descr, values, rowPtr, colInd, info, &size);
  cusparseScsrilu02_bufferSize(handle, m, nnz, descr, values, rowPtr, colInd, info, &size);
  // CHECK: rocsparse_scsrilu0_analysis(handle, m, nnz, descr, values, rowPtr, colInd, info, rocsparse_analysis_policy_force, policy, buffer);
  cusparseScsrilu02_analysis(handle, m, nnz, descr, values, rowPtr, colInd, info, policy, buffer);
  // CHECK: rocsparse_dcsrilu0_numeric_boost(handle, info, 1, boost, boost);
  cusparseDcsrilu02_numericBoost(handle, info, 1, boost, boost);
  // CHECK: rocsparse_scsrilu0(handle, m, nnz, descr, values, rowPtr, colInd, info, policy, buffer);
  cusparseScsrilu02(handle, m, nnz, descr, values, rowPtr, colInd, info, policy, buffer);
  int position = 0;
  // CHECK: return rocsparse_csrilu0_zero_pivot(handle, info, &position);
  return cusparseXcsrilu02_zeroPivot(handle, info, &position);
}
