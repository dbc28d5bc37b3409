// --roc: cuSPARSE's SDDMM calls take the same arguments as rocSPARSE's but
// for the compute type, a rocsparse_datatype there (roc-map=): written as a
// cudaDataType enumerator, it becomes rocSPARSE's.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check --roc %t.hip

#include <cusparse.h>

void sampled(cusparseHandle_t handle, cusparseDnMatDescr_t a,
             cusparseDnMatDescr_t b, cusparseSpMatDescr_t c,
             const float *alpha, const float *beta, void *buffer) {
  size_t size = 0;
  // CHECK: rocsparse_sddmm_buffer_size(handle, rocsparse_operation_none, rocsparse_operation_none, alpha, a, b, beta, c, rocsparse_datatype_f32_r, rocsparse_sddmm_alg_default, &size);
  cusparseSDDMM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, b, beta, c, CUDA_R_32F, CUSPARSE_SDDMM_ALG_DEFAULT, &size);
  // CHECK: rocsparse_sddmm_preprocess(handle, rocsparse_operation_none, rocsparse_operation_none, alpha, a, b, beta, c, rocsparse_datatype_f32_r, rocsparse_sddmm_alg_default, buffer);
  cusparseSDDMM_preprocess(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, b, beta, c, CUDA_R_32F, CUSPARSE_SDDMM_ALG_DEFAULT, buffer);
  // CHECK: rocsparse_sddmm(handle, rocsparse_operation_none, rocsparse_operation_none, alpha, a, b, beta, c, rocsparse_datatype_f32_r, rocsparse_sddmm_alg_default, buffer);
  cusparseSDDMM(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, b, beta, c, CUDA_R_32F, CUSPARSE_SDDMM_ALG_DEFAULT, buffer);
}
