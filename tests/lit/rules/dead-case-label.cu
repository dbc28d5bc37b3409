// Case labels of the library enumerators HIP lacks (cuFFT's
// CUFFT_MISSING_DEPENDENCY, cuBLAS's CUBLAS_STATUS_LICENSE_ERROR) are fenced
// with '#if 0', reported by the rule; a label HIP has is left alone.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hip64_check %t.hip

#include <cublas_v2.h>
#include <cufft.h>

const char *fftStatus(cufftResult r) {
  switch (r) {
  // CHECK: case HIPFFT_INVALID_PLAN:
  // CHECK-NEXT: #if 0 // hipify: HIP has no 'CUFFT_MISSING_DEPENDENCY': no HIP call returns it
  // CHECK-NEXT: case CUFFT_MISSING_DEPENDENCY:
  // CHECK-NEXT: #endif
  // CHECK-NEXT: return "bad";
  // WARN: {{.*}}dead-case-label.cu:[[@LINE+2]]:3: warning: 'case CUFFT_MISSING_DEPENDENCY:' fenced with '#if 0': HIP has no 'CUFFT_MISSING_DEPENDENCY': no HIP call returns it [dead-case-label]
  case CUFFT_INVALID_PLAN:
  case CUFFT_MISSING_DEPENDENCY:
    return "bad";
  default:
    return "other";
  }
}

const char *blasStatus(cublasStatus_t s) {
  switch (s) {
  // CHECK: #if 0 // hipify: HIP has no 'CUBLAS_STATUS_LICENSE_ERROR': no HIP call returns it
  // CHECK-NEXT: case CUBLAS_STATUS_LICENSE_ERROR:
  // CHECK-NEXT: #endif
  // CHECK-NEXT: return "licence";
  // WARN: {{.*}}dead-case-label.cu:[[@LINE+1]]:3: warning: 'case CUBLAS_STATUS_LICENSE_ERROR:' fenced with '#if 0': HIP has no 'CUBLAS_STATUS_LICENSE_ERROR': no HIP call returns it [dead-case-label]
  case CUBLAS_STATUS_LICENSE_ERROR:
    return "licence";
  default:
    return "other";
  }
}
