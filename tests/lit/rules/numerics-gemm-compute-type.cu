// cuBLAS compute types and modes hipBLAS's rocBLAS backend (AMD GPUs)
// computes otherwise with are converted and warned of at each reference,
// quoting what the HIP side computes in (mappings/numerics.notes). The full
// float compute type and the default math mode are not: where a call writes
// a math mode as an enumerator, that enumerator's note (if any) speaks for
// it, and cublasSetMathMode's note is for a mode the code computes.
// RUN: %hipify --print-stats %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.err
// RUN: %hip64_check %t.hip

#include <cublas_v2.h>

// CHECK: hipblasStatus_t tf32Gemm(hipblasHandle_t handle, int n, const float *a,
// CHECK-NEXT: const float *b, float *c, hipblasMath_t math) {
cublasStatus_t tf32Gemm(cublasHandle_t handle, int n, const float *a,
                        const float *b, float *c, cublasMath_t math) {
  const float alpha = 1.0f, beta = 0.0f;
  // WARN: {{.*}}.cu:[[@LINE+2]]:29: warning: CUBLAS_TF32_TENSOR_OP_MATH: HIPBLAS_TF32_TENSOR_OP_MATH uses TF32 tensor cores with the cuBLAS backend only; {{.*}} [numerics-gemm-compute-type]
  // CHECK: hipblasSetMathMode(handle, HIPBLAS_TF32_TENSOR_OP_MATH);
  cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH);
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: cublasSetAtomicsMode: rocBLAS allows atomics unless told otherwise {{.*}} [rocblas-6.4] [numerics-gemm-compute-type]
  // CHECK: hipblasSetAtomicsMode(handle, HIPBLAS_ATOMICS_ALLOWED);
  cublasSetAtomicsMode(handle, CUBLAS_ATOMICS_ALLOWED);
  // CHECK: hipblasSetMathMode(handle, HIPBLAS_DEFAULT_MATH);
  cublasSetMathMode(handle, CUBLAS_DEFAULT_MATH);
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: cublasSetMathMode: rocBLAS (AMD GPUs) supports the default math mode and its XF32 mode only: {{.*}} [hipblas-6.4] [numerics-gemm-compute-type]
  // CHECK: hipblasSetMathMode(handle, math);
  cublasSetMathMode(handle, math);
  // WARN: {{.*}}.cu:[[@LINE+6]]:23: warning: CUBLAS_COMPUTE_32F_FAST_TF32: HIPBLAS_COMPUTE_32F_FAST_TF32 is supported with the cuBLAS and hipBLASLt backends only: on AMD GPUs hipBLAS's rocBLAS backend has no TF32 compute; HIPBLAS_COMPUTE_32F computes in full float, more precisely than TF32 [hipblas-6.4] [numerics-gemm-compute-type]
  // CHECK: return hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &alpha, a,
  // CHECK-NEXT: HIP_R_32F, n, b, HIP_R_32F, n, &beta, c, HIP_R_32F, n,
  // CHECK-NEXT: HIPBLAS_COMPUTE_32F_FAST_TF32, HIPBLAS_GEMM_DEFAULT);
  return cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a,
                      CUDA_R_32F, n, b, CUDA_R_32F, n, &beta, c, CUDA_R_32F, n,
                      CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT);
}

// STATS: UNCONVERTED refs count: 0
// STATS: NUMERICS findings: 4
