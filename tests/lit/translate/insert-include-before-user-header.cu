// A source whose first include is a header of its own that uses the runtime
// (nvcc includes it implicitly) gets <hip/hip_runtime.h> above that header;
// the runtime include written later is then a second include of it, kept.
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/main.cu
// RUN: cp %S/Inputs/check_status.cuh %t/src/
// RUN: %hipify %t/src/main.cu --o-dir %t/out
// RUN: %FileCheck %s --input-file=%t/out/main.cu
// RUN: %FileCheck %s --check-prefix=HEADER --input-file=%t/out/check_status.cuh
// RUN: cd %t/out && %hip_check main.cu

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "check_status.cuh"
// CHECK-NEXT: #include <hip/hip_fp16.h>
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-EMPTY:
// CHECK-NEXT: int main() {
#include "check_status.cuh"
#include <cuda_fp16.h>
#include <cuda_runtime.h>

int main() {
  // CHECK: checkStatus(hipDeviceSynchronize());
  checkStatus(cudaDeviceSynchronize());
  return 0;
}

// HEADER: inline void checkStatus(hipError_t status) {
// HEADER-NEXT:   if (status != hipSuccess)
