// cublasGemmEx with explicit data types, compute type and algorithm: the
// CUDA library data types become hipDataType values and the compute/algorithm
// enumerators their hipBLAS (v2 API) counterparts.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// hipBLAS is in Debian's ROCm 6.4 (tests/rocm): the output is compiled with it.
// RUN: %hip64_check %t.hip

// CHECK: #include <hipblas/hipblas.h>
#include <cublas_v2.h>

// CHECK: hipblasStatus_t gemm_ex(hipblasHandle_t handle, int n, const void *a,
// CHECK:                        const void *b, void *c, hipDataType type) {
cublasStatus_t gemm_ex(cublasHandle_t handle, int n, const void *a,
                       const void *b, void *c, cudaDataType type) {
  const float alpha = 1.0f, beta = 0.0f;
  // CHECK: hipblasComputeType_t compute = HIPBLAS_COMPUTE_32F;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  // CHECK: hipblasGemmAlgo_t algo = HIPBLAS_GEMM_DEFAULT;
  cublasGemmAlgo_t algo = CUBLAS_GEMM_DEFAULT;
  // CHECK: return hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &alpha, a,
  // CHECK:                     type, n, b, HIP_R_32F, n, &beta, c, HIP_R_32F, n,
  // CHECK:                     compute, algo);
  return cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a,
                      type, n, b, CUDA_R_32F, n, &beta, c, CUDA_R_32F, n,
                      compute, algo);
}

// CHECK: hipDataType input_type() { return HIP_R_16F; }
cudaDataType input_type() { return CUDA_R_16F; }
