// --roc: rocSPARSE takes a generic call's compute type as a
// rocsparse_datatype; written as a cudaDataType enumerator it is mapped
// (roc-map=), held in a variable it cannot be, and the call is left whole
// and reported.
// RUN: %hipify %s -o %t.hip --roc 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err

#include <cusparse.h>

size_t size(cusparseHandle_t handle, cusparseSpMatDescr_t a,
            cusparseDnVecDescr_t x, cusparseDnVecDescr_t y,
            const float *alpha, const float *beta, cudaDataType type) {
  size_t bytes = 0;
  // WARN: {{.*}}roc-sparse-compute-type-in-variable.cu:[[#@LINE+2]]:3: warning: 'cusparseSpMV_bufferSize' takes other arguments in HIP, and argument 8 is not written as a value HIP has (CUDA_R_32F, CUDA_R_64F, CUDA_C_32F, CUDA_C_64F, CUDA_R_8I, CUDA_R_8U, CUDA_R_32I, CUDA_R_32U); the call is left as written [argument-transform]
  // CHECK: cusparseSpMV_bufferSize(handle, rocsparse_operation_none, alpha, a, x, beta, y, type, rocsparse_spmv_alg_default, &bytes);
  cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, x, beta, y, type, CUSPARSE_SPMV_ALG_DEFAULT, &bytes);
  return bytes;
}
