// The legacy cuBLAS API (<cublas.h>, no handle) has no hipBLAS counterpart:
// its calls are left as written and each one is reported with the v2 function
// to port to.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// The output still calls the legacy API, so it is not compiled.

#include <cublas.h>

void saxpy(int n, float alpha, const float *x, float *y) {
  // WARN: {{.*}}cublas-v1-unsupported.cu:[[@LINE+2]]:3: warning: 'cublasInit' is unsupported in HIP; use 'cublasCreate_v2' instead [identifier]
  // CHECK: cublasInit();
  cublasInit();
  // WARN: {{.*}}cublas-v1-unsupported.cu:[[@LINE+2]]:3: warning: 'cublasSaxpy' is unsupported in HIP; use 'cublasSaxpy_v2' instead [identifier]
  // CHECK: cublasSaxpy(n, alpha, x, 1, y, 1);
  cublasSaxpy(n, alpha, x, 1, y, 1);
  // WARN: {{.*}}cublas-v1-unsupported.cu:[[@LINE+2]]:15: warning: 'cublasSdot' is unsupported in HIP; use 'cublasSdot_v2' instead [identifier]
  // CHECK: float dot = cublasSdot(n, x, 1, y, 1);
  float dot = cublasSdot(n, x, 1, y, 1);
  (void)dot;
  // WARN: {{.*}}cublas-v1-unsupported.cu:[[@LINE+2]]:3: warning: 'cublasShutdown' is unsupported in HIP; use 'cublasDestroy_v2' instead [identifier]
  // CHECK: cublasShutdown();
  cublasShutdown();
}
