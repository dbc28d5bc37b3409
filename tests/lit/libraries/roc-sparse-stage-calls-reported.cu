// --roc: cuSPARSE's SpMV/SpMM preprocessing and SpSM's solve are stages of
// rocSPARSE's rocsparse_spmv, rocsparse_spmm and rocsparse_spsm, which take a
// pointer to the buffer's size (and, for SpSM, the buffer) the CUDA calls do
// not have: each is left as written and reported, saying what to write.
// RUN: %hipify %s -o %t.hip --roc 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err

#include <cusparse.h>

void stages(cusparseHandle_t handle, cusparseSpMatDescr_t a,
            cusparseDnVecDescr_t x, cusparseDnVecDescr_t y,
            cusparseDnMatDescr_t b, cusparseDnMatDescr_t c,
            cusparseSpSMDescr_t spsm, const float *alpha, const float *beta,
            void *buffer) {
  // WARN: {{.*}}roc-sparse-stage-calls-reported.cu:[[#@LINE+2]]:3: warning: 'cusparseSpMV_preprocess' is unsupported in HIP: rocsparse_spmv's preprocess stage takes a pointer to the buffer's size, which this call does not have (rocSPARSE 3.4 refuses a null one): write rocsparse_spmv(..., alg, rocsparse_spmv_stage_preprocess, &size, buffer) with the size its buffer-size query gave [identifier]
  // CHECK: cusparseSpMV_preprocess(handle, rocsparse_operation_none, alpha, a, x, beta, y, rocblas_datatype_f32_r, rocsparse_spmv_alg_default, buffer);
  cusparseSpMV_preprocess(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, x, beta, y, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buffer);
  // WARN: {{.*}}roc-sparse-stage-calls-reported.cu:[[#@LINE+2]]:3: warning: 'cusparseSpMM_preprocess' is unsupported in HIP: rocsparse_spmm's preprocess stage takes a pointer to the buffer's size, which this call does not have (rocSPARSE 3.4 refuses a null one): write rocsparse_spmm(..., alg, rocsparse_spmm_stage_preprocess, &size, buffer) with the size its buffer-size query gave [identifier]
  // CHECK: cusparseSpMM_preprocess(handle, rocsparse_operation_none, rocsparse_operation_none, alpha, a, b, beta, c, rocblas_datatype_f32_r, rocsparse_spmm_alg_default, buffer);
  cusparseSpMM_preprocess(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, b, beta, c, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buffer);
  // WARN: {{.*}}roc-sparse-stage-calls-reported.cu:[[#@LINE+2]]:3: warning: 'cusparseSpSM_solve' is unsupported in HIP: rocsparse_spsm's compute stage takes the buffer and a pointer to its size, which this call does not have (cuSPARSE keeps SpSM_analysis's buffer in the SpSM descriptor, which rocsparse_spsm does not take): write rocsparse_spsm(..., alg, rocsparse_spsm_stage_compute, &size, buffer) with the buffer and size given to the analysis [identifier]
  // CHECK: cusparseSpSM_solve(handle, rocsparse_operation_none, rocsparse_operation_none, alpha, a, b, c, rocblas_datatype_f32_r, rocsparse_spsm_alg_default, spsm);
  cusparseSpSM_solve(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, b, c, CUDA_R_32F, CUSPARSE_SPSM_ALG_DEFAULT, spsm);
}
