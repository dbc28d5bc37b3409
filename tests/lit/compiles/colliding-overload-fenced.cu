// The samples' helper_cuda.h pattern: _cudaGetErrorEnum(cudaError_t) and
// _cudaGetErrorEnum(CUresult) both become _cudaGetErrorEnum(hipError_t), a
// redefinition. The later definition is fenced with '#if 0' (HIP's driver
// calls return hipError_t too: the first one serves them) and reported.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda.h>
#include <cuda_runtime.h>

// CHECK: static const char *_cudaGetErrorEnum(hipError_t error) {
static const char *_cudaGetErrorEnum(cudaError_t error) {
  return cudaGetErrorName(error);
}

// CHECK: #if 0 // hipify: '_cudaGetErrorEnum(CUresult)' becomes '_cudaGetErrorEnum(hipError_t)', defined above
// CHECK-NEXT: static const char *_cudaGetErrorEnum(hipError_t error) {
// CHECK-NEXT:   static char unknown[] = "<unknown>";
// CHECK:   return ret ? ret : unknown;
// CHECK-NEXT: }
// CHECK-NEXT: #endif
// WARN: {{.*}}colliding-overload-fenced.cu:[[@LINE+2]]:20: warning: '_cudaGetErrorEnum(CUresult)' and '_cudaGetErrorEnum(cudaError_t)' become the same function '_cudaGetErrorEnum(hipError_t)' in HIP; the later definition is fenced with '#if 0' [colliding-overload]
// WARN-NEXT: {{.*}}colliding-overload-fenced.cu:[[@LINE-11]]:20: note: '_cudaGetErrorEnum(cudaError_t)' declared here
static const char *_cudaGetErrorEnum(CUresult error) {
  static char unknown[] = "<unknown>";
  const char *ret = NULL;
  cuGetErrorName(error, &ret);
  return ret ? ret : unknown;
}

void check(cudaError_t e, CUresult r) {
  _cudaGetErrorEnum(e);
  _cudaGetErrorEnum(r);
}
