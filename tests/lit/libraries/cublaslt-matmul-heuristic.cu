// A cuBLASLt matmul with a heuristic query becomes hipBLASLt with the same
// calls; cuBLAS's status, operation and compute types become hipBLAS's.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// hipBLASLt is in Debian's ROCm 6.4 (tests/rocm): the output is compiled with it.
// RUN: %hip64_check %t.hip

// CHECK: #include <hipblaslt/hipblaslt.h>
#include <cublasLt.h>

// C = A^T B, A is k x m, B is k x n, C is m x n, all float, column-major.
// CHECK: hipblasStatus_t matmul(hipblasLtHandle_t lt, const float *a, const float *b, float *c,
cublasStatus_t matmul(cublasLtHandle_t lt, const float *a, const float *b, float *c,
                      int m, int n, int k, void *workspace, size_t workspace_size,
                      // CHECK: hipStream_t stream) {
                      cudaStream_t stream) {
  // CHECK: hipblasLtMatmulDesc_t op;
  cublasLtMatmulDesc_t op;
  // CHECK: hipblasLtMatmulDescCreate(&op, HIPBLAS_COMPUTE_32F, HIP_R_32F);
  cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
  // CHECK: hipblasOperation_t transa = HIPBLAS_OP_T;
  cublasOperation_t transa = CUBLAS_OP_T;
  // CHECK: hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_TRANSA, &transa, sizeof(transa));
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &transa, sizeof(transa));
  // CHECK: hipblasLtMatrixLayout_t la, lb, lc;
  cublasLtMatrixLayout_t la, lb, lc;
  // CHECK: hipblasLtMatrixLayoutCreate(&la, HIP_R_32F, k, m, k);
  cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, k, m, k);
  // CHECK: hipblasLtMatrixLayoutCreate(&lb, HIP_R_32F, k, n, k);
  cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, k, n, k);
  // CHECK: hipblasLtMatrixLayoutCreate(&lc, HIP_R_32F, m, n, m);
  cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, m, n, m);
  // CHECK: hipblasLtMatmulPreference_t pref;
  cublasLtMatmulPreference_t pref;
  // CHECK: hipblasLtMatmulPreferenceCreate(&pref);
  cublasLtMatmulPreferenceCreate(&pref);
  // CHECK: hipblasLtMatmulPreferenceSetAttribute(pref, HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
  cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                       &workspace_size, sizeof(workspace_size));
  // CHECK: hipblasLtMatmulHeuristicResult_t heuristic;
  cublasLtMatmulHeuristicResult_t heuristic;
  int found = 0;
  // CHECK: hipblasLtMatmulAlgoGetHeuristic(lt, op, la, lb, lc, lc, pref, 1, &heuristic, &found);
  cublasLtMatmulAlgoGetHeuristic(lt, op, la, lb, lc, lc, pref, 1, &heuristic, &found);
  const float alpha = 1.0f, beta = 0.0f;
  // CHECK: hipblasStatus_t status = HIPBLAS_STATUS_NOT_SUPPORTED;
  cublasStatus_t status = CUBLAS_STATUS_NOT_SUPPORTED;
  if (found > 0)
    // CHECK: status = hipblasLtMatmul(lt, op, &alpha, a, la, b, lb, &beta, c, lc, c, lc,
    status = cublasLtMatmul(lt, op, &alpha, a, la, b, lb, &beta, c, lc, c, lc,
                            &heuristic.algo, workspace, workspace_size, stream);
  // CHECK: hipblasLtMatmulPreferenceDestroy(pref);
  cublasLtMatmulPreferenceDestroy(pref);
  // CHECK: hipblasLtMatrixLayoutDestroy(lc);
  cublasLtMatrixLayoutDestroy(lc);
  // CHECK: hipblasLtMatrixLayoutDestroy(lb);
  cublasLtMatrixLayoutDestroy(lb);
  // CHECK: hipblasLtMatrixLayoutDestroy(la);
  cublasLtMatrixLayoutDestroy(la);
  // CHECK: hipblasLtMatmulDescDestroy(op);
  cublasLtMatmulDescDestroy(op);
  return status;
}
