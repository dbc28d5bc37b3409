// --roc: the cuSPARSE calls rocSPARSE has under another name are renamed;
// their arguments are the user's to adapt (rocSPARSE's generic functions
// take a stage, csrgeam no buffer: docs/hipify-clang-differences.md, "--roc
// and signatures"), so the output is checked for its names only.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %roc_names %t.hip

#include <cusparse.h>

void generic(cusparseHandle_t handle, cusparseSpMatDescr_t a,
             cusparseDnMatDescr_t b, cusparseDnMatDescr_t c, float *alpha,
             float *beta, void *buffer) {
  // CHECK: rocsparse_spmm(handle, rocsparse_operation_none,
  cusparseSpMM(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
               CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, b, beta, c,
               CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buffer);
  size_t size = 0;
  // CHECK: rocsparse_dense_to_sparse(handle, b, a,
  cusparseDenseToSparse_bufferSize(handle, b, a,
                                   CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &size);
}

void incompleteLu(cusparseHandle_t handle, int m, int nnz,
                  cusparseMatDescr_t descr, float *values, const int *rowPtr,
                  const int *colInd, csrilu02Info_t info,
                  cusparseSolvePolicy_t policy, void *buffer) {
  int size = 0;
  // CHECK: rocsparse_scsrilu0_buffer_size(handle, m, nnz, descr, values, rowPtr, colInd, info, &size);
  cusparseScsrilu02_bufferSize(handle, m, nnz, descr, values, rowPtr, colInd, info, &size);
  // CHECK: rocsparse_scsrilu0(handle, m, nnz, descr, values, rowPtr, colInd, info, policy, buffer);
  cusparseScsrilu02(handle, m, nnz, descr, values, rowPtr, colInd, info, policy, buffer);
  int position = 0;
  // CHECK: rocsparse_csrilu0_zero_pivot(handle, info, &position);
  cusparseXcsrilu02_zeroPivot(handle, info, &position);
}
