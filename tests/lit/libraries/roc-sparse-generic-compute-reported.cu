// --roc: the computing calls of cuSPARSE's generic API are left as written
// and reported: rocSPARSE's take a pointer to the buffer's size, which
// cuSPARSE's call does not have (roc-why= says what to write instead).
// RUN: %hipify %s -o %t.hip --roc 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err

#include <cusparse.h>

void compute(cusparseHandle_t handle, cusparseSpMatDescr_t a,
             cusparseDnVecDescr_t x, cusparseDnVecDescr_t y,
             const float *alpha, const float *beta, void *buffer) {
  // WARN: {{.*}}roc-sparse-generic-compute-reported.cu:[[#@LINE+3]]:3: warning: 'cusparseSpMV' is unsupported in HIP: rocsparse_spmv takes a pointer to the buffer's size, which this call does not have: write rocsparse_spmv(..., rocsparse_spmv_stage_compute, &size, buffer) with the size its buffer-size query gave [identifier]
  // CHECK: cusparseSpMV(handle, rocsparse_operation_none, alpha, a, x, beta, y,
  // CHECK-NEXT: rocblas_datatype_f32_r, rocsparse_spmv_alg_default, buffer);
  cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, x, beta, y,
               CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buffer);
}
