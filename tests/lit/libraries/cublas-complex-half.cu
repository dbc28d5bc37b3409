// hipBLAS 2.x (ROCm 6.x) takes hipComplex and hipDataType, as cuBLAS takes
// cuComplex and cudaDataType, only under HIPBLAS_V2, and __half for
// hipblasHalf only under HIPBLAS_USE_HIP_HALF: a TU calling such functions
// defines them before its first include (opt-in= in mappings/blas.tsv), and
// the output compiles with hipBLAS 2.4.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check %t.hip
// With HIP 7.0 (hipBLAS 3: the v2 API is the default) only the half macro.
// RUN: %hipify %s -o %t.70.hip --hip-version=7.0
// RUN: %FileCheck %s --check-prefix=HIP70 --input-file=%t.70.hip
// RUN: ! grep -x '#define HIPBLAS_V2' %t.70.hip

// CHECK: #ifndef HIPBLAS_USE_HIP_HALF
// CHECK-NEXT: #define HIPBLAS_USE_HIP_HALF
// CHECK-NEXT: #endif
// CHECK-NEXT: #ifndef HIPBLAS_V2
// CHECK-NEXT: #define HIPBLAS_V2
// CHECK-NEXT: #endif
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>
// HIP70: #define HIPBLAS_USE_HIP_HALF
#include <cuda_fp16.h>
// CHECK: #include <hipblas/hipblas.h>
#include <cublas_v2.h>

void complexGemm(cublasHandle_t handle, const cuComplex *a,
                 const cuComplex *b, cuComplex *c, int n) {
  // CHECK: const hipComplex one = make_hipComplex(1.f, 0.f), zero = make_hipComplex(0.f, 0.f);
  const cuComplex one = make_cuComplex(1.f, 0.f), zero = make_cuComplex(0.f, 0.f);
  // CHECK: hipblasCgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, a, n, b, n, &zero, c, n);
  cublasCgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, b, n, &zero, c, n);
}

void halfGemm(cublasHandle_t handle, const __half *a, const __half *b,
              __half *c, int n) {
  const __half one = __float2half(1.f), zero = __float2half(0.f);
  // CHECK: hipblasHgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
  cublasHgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
}

void mixedGemm(cublasHandle_t handle, const void *a, const void *b, float *c,
               int n) {
  const float one = 1.f, zero = 0.f;
  // CHECK: hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, a, HIP_R_16F, n, b, HIP_R_16F, n, &zero, c, HIP_R_32F, n, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
  cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, CUDA_R_16F, n, b, CUDA_R_16F, n, &zero, c, CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
}
