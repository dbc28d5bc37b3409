// --roc: a buffer-size query of cuSPARSE's generic API becomes the rocSPARSE
// function itself with its buffer-size stage and a null buffer (roc-insert=),
// the compute type a rocsparse_datatype (roc-map=); rocSPARSE's dense and
// sparse conversions and SpVV, which have no stage, get the null buffer only.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check --roc %t.hip

#include <cusparse.h>

size_t sizes(cusparseHandle_t handle, cusparseSpMatDescr_t a,
             cusparseDnVecDescr_t x, cusparseDnVecDescr_t y,
             cusparseDnMatDescr_t b, cusparseDnMatDescr_t c,
             cusparseSpVecDescr_t v, const float *alpha, const float *beta,
             float *result) {
  size_t spmv = 0, spmm = 0, spvv = 0, toDense = 0, toSparse = 0;
  // CHECK: rocsparse_spmv(handle, rocsparse_operation_none, alpha, a, x, beta, y,
  // CHECK-NEXT: rocsparse_datatype_f32_r, rocsparse_spmv_alg_default, rocsparse_spmv_stage_buffer_size, &spmv, nullptr);
  cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, x, beta, y,
                          CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &spmv);
  // CHECK: rocsparse_spmm(handle, rocsparse_operation_none, rocsparse_operation_none, alpha, a, b, beta, c, rocsparse_datatype_f64_r, rocsparse_spmm_alg_default, rocsparse_spmm_stage_buffer_size, &spmm, nullptr);
  cusparseSpMM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, b, beta, c, CUDA_R_64F, CUSPARSE_SPMM_ALG_DEFAULT, &spmm);
  // CHECK: rocsparse_spvv(handle, rocsparse_operation_none, v, x, result, rocsparse_datatype_f32_r, &spvv, nullptr);
  cusparseSpVV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, v, x, result, CUDA_R_32F, &spvv);
  // CHECK: rocsparse_sparse_to_dense(handle, a, b, rocsparse_sparse_to_dense_alg_default, &toDense, nullptr);
  cusparseSparseToDense_bufferSize(handle, a, b, CUSPARSE_SPARSETODENSE_ALG_DEFAULT, &toDense);
  // CHECK: rocsparse_dense_to_sparse(handle, b, a, rocsparse_dense_to_sparse_alg_default, &toSparse, nullptr);
  cusparseDenseToSparse_bufferSize(handle, b, a, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &toSparse);
  return spmv + spmm + spvv + toDense + toSparse;
}
