// A realistic SGEMM program: cuBLAS v2 handle, stream, status checks in a user
// macro, and the cublas_v2.h macros (cublasSgemm -> cublasSgemm_v2) renamed to
// the hipBLAS functions.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// hipBLAS is in Debian's ROCm 6.4 (tests/rocm): the output is compiled with it.
// RUN: %hip64_check %t.hip

#include <cstdio>
#include <cstdlib>
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipblas/hipblas.h>
#include <cublas_v2.h>

// CHECK: #define CHECK_CUBLAS(call) {{\\$}}
// CHECK:   do { {{\\$}}
// CHECK:     hipblasStatus_t status_ = (call); {{\\$}}
// CHECK:     if (status_ != HIPBLAS_STATUS_SUCCESS) { {{\\$}}
#define CHECK_CUBLAS(call) \
  do { \
    cublasStatus_t status_ = (call); \
    if (status_ != CUBLAS_STATUS_SUCCESS) { \
      std::fprintf(stderr, "cuBLAS error %d at %s:%d\n", (int)status_, \
                   __FILE__, __LINE__); \
      std::exit(1); \
    } \
  } while (0)

// C = alpha * A^T * B + beta * C, all column-major n x n.
void gemm(const float *a, const float *b, float *c, int n) {
  // CHECK: hipblasHandle_t handle;
  cublasHandle_t handle;
  // CHECK: hipStream_t stream;
  cudaStream_t stream;
  // CHECK: hipStreamCreate(&stream);
  cudaStreamCreate(&stream);
  // CHECK: CHECK_CUBLAS(hipblasCreate(&handle));
  CHECK_CUBLAS(cublasCreate(&handle));
  // CHECK: CHECK_CUBLAS(hipblasSetStream(handle, stream));
  CHECK_CUBLAS(cublasSetStream(handle, stream));
  const float alpha = 1.0f, beta = 0.0f;
  // CHECK: hipblasOperation_t transa = HIPBLAS_OP_T, transb = HIPBLAS_OP_N;
  cublasOperation_t transa = CUBLAS_OP_T, transb = CUBLAS_OP_N;
  // CHECK: CHECK_CUBLAS(hipblasSgemm(handle, transa, transb, n, n, n, &alpha, a,
  CHECK_CUBLAS(cublasSgemm(handle, transa, transb, n, n, n, &alpha, a,
                           n, b, n, &beta, c, n));
  // The enumerators written directly as arguments are renamed too.
  // CHECK: hipblasStatus_t status = hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n,
  cublasStatus_t status = cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n,
                                      &alpha, a, n, b, n, &beta, c, n);
  // CHECK: if (status != HIPBLAS_STATUS_SUCCESS)
  if (status != CUBLAS_STATUS_SUCCESS)
    std::fprintf(stderr, "second gemm failed\n");
  // CHECK: hipStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: CHECK_CUBLAS(hipblasDestroy(handle));
  CHECK_CUBLAS(cublasDestroy(handle));
  // CHECK: hipStreamDestroy(stream);
  cudaStreamDestroy(stream);
}

int main() {
  const int n = 64;
  float *a, *b, *c;
  // CHECK: hipMalloc(&a, n * n * sizeof(float));
  cudaMalloc(&a, n * n * sizeof(float));
  // CHECK: hipMalloc(&b, n * n * sizeof(float));
  cudaMalloc(&b, n * n * sizeof(float));
  // CHECK: hipMalloc(&c, n * n * sizeof(float));
  cudaMalloc(&c, n * n * sizeof(float));
  gemm(a, b, c, n);
  // CHECK: hipFree(a);
  cudaFree(a);
  // CHECK: hipFree(b);
  cudaFree(b);
  // CHECK: hipFree(c);
  cudaFree(c);
  return 0;
}
