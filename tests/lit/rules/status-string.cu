// cudaGetErrorString / cudaGetErrorName called with a CUDA library's status
// (cast to cudaError_t) become the HIP library's own function for that
// status, the cast dropped: hipblasStatusToString, hipsparseGetErrorString,
// hipsparseGetErrorName. Where HIP's library has none (hipfftResult,
// hipblasStatus_t's name) the call is converted as any other and reported.
// A cudaError_t keeps the runtime's function. The output compiles.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip

#include <cstdio>
#include <cublas_v2.h>
#include <cufft.h>
#include <cusparse.h>

void report(cublasHandle_t *handle, cublasStatus_t blas,
            cusparseStatus_t sparse, cufftResult fft, cudaError_t error) {
  // CHECK: puts(hipblasStatusToString(blas));
  // WARN: {{.*}}status-string.cu:[[@LINE+1]]:8: warning: 'cudaGetErrorString' of a cublasStatus_t is 'hipblasStatusToString', hipblasStatus_t's own string function (for 'cublasGetStatusString'); the cast of its argument is dropped [status-string]
  puts(cudaGetErrorString((cudaError_t)blas));
  // CHECK: puts(hipsparseGetErrorName(sparse));
  // WARN: {{.*}}status-string.cu:[[@LINE+1]]:8: warning: 'cudaGetErrorName' of a cusparseStatus_t is 'hipsparseGetErrorName', hipsparseStatus_t's own name function (for 'cusparseGetErrorName'); the cast of its argument is dropped [status-string]
  puts(cudaGetErrorName(static_cast<cudaError_t>(sparse)));
  // CHECK: puts(hipsparseGetErrorString(sparse));
  // WARN: {{.*}}status-string.cu:[[@LINE+1]]:8: warning: 'cudaGetErrorString' of a cusparseStatus_t is 'hipsparseGetErrorString', {{.*}}
  puts(cudaGetErrorString(cudaError_t((sparse))));
  // The cast's CUDA names go with it; the status's own are renamed.
  // CHECK: puts(hipblasStatusToString(hipblasCreate(handle)));
  // WARN: {{.*}}status-string.cu:[[@LINE+1]]:8: warning: 'cudaGetErrorString' of a cublasStatus_t is 'hipblasStatusToString', {{.*}}
  puts(cudaGetErrorString((cudaError_t)cublasCreate(handle)));
  // CHECK: puts(hipGetErrorName((hipError_t)blas));
  // WARN: {{.*}}status-string.cu:[[@LINE+1]]:8: warning: 'cudaGetErrorName' of a cublasStatus_t: HIP has no name function for hipblasStatus_t; 'hipGetErrorName' gives the text of the hipError_t of the same value [status-string]
  puts(cudaGetErrorName((cudaError_t)blas));
  // CHECK: puts(hipGetErrorString((hipError_t)fft));
  // WARN: {{.*}}status-string.cu:[[@LINE+1]]:8: warning: 'cudaGetErrorString' of a cufftResult: HIP has no string function for hipfftResult; 'hipGetErrorString' gives the text of the hipError_t of the same value [status-string]
  puts(cudaGetErrorString((cudaError_t)fft));
  // CHECK: puts(hipGetErrorString(error));
  puts(cudaGetErrorString(error));
  // CHECK: const char *(*text)(hipError_t) = hipGetErrorString;
  const char *(*text)(cudaError_t) = cudaGetErrorString;
}

// CHECK: template <typename T> const char *text(T status) {
// CHECK-NEXT: return hipGetErrorString((hipError_t)status);
template <typename T> const char *text(T status) {
  return cudaGetErrorString((cudaError_t)status);
}
