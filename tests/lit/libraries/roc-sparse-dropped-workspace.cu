// --roc: rocSPARSE's csrgeam and its nnz step take no workspace, and the
// size of csr2csc's buffer depends on neither the values nor the algorithm:
// those arguments are dropped (roc-drop=N:any), whatever they are.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check --roc %t.hip

#include <cusparse.h>

void add(cusparseHandle_t handle, int m, int n, const float *alpha,
         cusparseMatDescr_t descrA, int nnzA, const float *valA,
         const int *rowA, const int *colA, const float *beta,
         cusparseMatDescr_t descrB, int nnzB, const float *valB,
         const int *rowB, const int *colB, cusparseMatDescr_t descrC,
         float *valC, int *rowC, int *colC, void *workspace) {
  int nnzC = 0;
  // CHECK: rocsparse_csrgeam_nnz(handle, m, n, descrA, nnzA, rowA, colA, descrB, nnzB,
  // CHECK-NEXT: rowB, colB, descrC, rowC, &nnzC);
  cusparseXcsrgeam2Nnz(handle, m, n, descrA, nnzA, rowA, colA, descrB, nnzB,
                       rowB, colB, descrC, rowC, &nnzC, workspace);
  // CHECK: rocsparse_scsrgeam(handle, m, n, alpha, descrA, nnzA, valA, rowA, colA, beta, descrB, nnzB, valB, rowB, colB, descrC, valC, rowC, colC);
  cusparseScsrgeam2(handle, m, n, alpha, descrA, nnzA, valA, rowA, colA, beta, descrB, nnzB, valB, rowB, colB, descrC, valC, rowC, colC, workspace);
}

size_t transposeSize(cusparseHandle_t handle, int m, int n, int nnz,
                     const float *csrVal, const int *csrRowPtr,
                     const int *csrColInd, float *cscVal, int *cscColPtr,
                     int *cscRowInd) {
  size_t size = 0;
  // CHECK: rocsparse_csr2csc_buffer_size(handle, m, n, nnz, csrRowPtr, csrColInd, rocsparse_action_numeric, &size);
  cusparseCsr2cscEx2_bufferSize(handle, m, n, nnz, csrVal, csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, &size);
  return size;
}
