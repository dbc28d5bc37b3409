// With --roc, cudaDataType and its values become rocBLAS's rocblas_datatype
// (what rocblas_gemm_ex takes); --use-hip-data-types keeps hipDataType.
// cuBLAS compute types have no rocBLAS equivalent here: reported.
// RUN: %hipify %s -o %t.roc --roc 2> %t.err
// RUN: %FileCheck %s --check-prefix=ROC --input-file=%t.roc
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %roc_names %t.roc
// RUN: %hipify %s -o %t.hiptypes --roc --use-hip-data-types 2> /dev/null
// RUN: %FileCheck %s --check-prefix=HIPTYPES --input-file=%t.hiptypes
// RUN: %roc_names %t.hiptypes
#include <cublas_v2.h>

// WARN: {{.*}}roc-data-types.cu:[[#@LINE+11]]:45: warning: 'CUBLAS_COMPUTE_32F' is unsupported in HIP [identifier]
void gemm(cublasHandle_t handle, int n, const void *a, void *c,
          const float *one) {
  // ROC: rocblas_datatype type = rocblas_datatype_f32_r;
  // HIPTYPES: hipDataType type = HIP_R_32F;
  cudaDataType type = CUDA_R_32F;
  // ROC: rocblas_gemm_ex(handle, rocblas_operation_none, rocblas_operation_none, n, n, n, one, a, type, n,
  // HIPTYPES: rocblas_gemm_ex(handle, rocblas_operation_none, rocblas_operation_none, n, n, n, one, a, type, n,
  cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, one, a, type, n,
               // ROC: a, type, n, one, c, type, n, CUBLAS_COMPUTE_32F,
               // ROC: rocblas_gemm_algo_standard);
               a, type, n, one, c, type, n, CUBLAS_COMPUTE_32F,
               CUBLAS_GEMM_DEFAULT);
}
