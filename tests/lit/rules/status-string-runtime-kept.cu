// A call of cudaGetErrorString with a library status keeps the runtime's
// function when the library's cannot be written: its name written by a
// macro, the cast written through one, or a comment inside the cast (which
// dropping it would lose). Each is reported, with why; the output compiles.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip

#include <cstdio>
#include <cublas_v2.h>

// CHECK: #define BLAS_TEXT(s) hipGetErrorString((hipError_t)(s))
// WARN: {{.*}}status-string-runtime-kept.cu:[[@LINE+1]]:22: warning: 'cudaGetErrorString' of a cublasStatus_t: 'hipblasStatusToString' is not written, since the function's name is written by a macro; 'hipGetErrorString' gives the text of the hipError_t of the same value [status-string]
#define BLAS_TEXT(s) cudaGetErrorString((cudaError_t)(s))
#define AS_ERROR(s) ((cudaError_t)(s))

void report(cublasStatus_t status) {
  puts(BLAS_TEXT(status));
  // CHECK: puts(hipGetErrorString(AS_ERROR(status)));
  // WARN: {{.*}}status-string-runtime-kept.cu:[[@LINE+1]]:8: warning: 'cudaGetErrorString' of a cublasStatus_t: 'hipblasStatusToString' is not written, since the argument is written through a macro; {{.*}}
  puts(cudaGetErrorString(AS_ERROR(status)));
  // CHECK: puts(hipGetErrorString((hipError_t /* a library status */)status));
  // WARN: {{.*}}status-string-runtime-kept.cu:[[@LINE+1]]:8: warning: 'cudaGetErrorString' of a cublasStatus_t: 'hipblasStatusToString' is not written, since it would remove the comment '/* a library status */'; {{.*}}
  puts(cudaGetErrorString((cudaError_t /* a library status */)status));
  // A comment before the cast stays.
  // CHECK: puts(hipblasStatusToString(/* why */ status));
  // WARN: {{.*}}status-string-runtime-kept.cu:[[@LINE+1]]:8: warning: 'cudaGetErrorString' of a cublasStatus_t is 'hipblasStatusToString', {{.*}}
  puts(cudaGetErrorString(/* why */ (cudaError_t)status));
}
