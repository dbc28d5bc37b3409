// Overloads whose parameter types are distinct in CUDA and one type in HIP
// (the tables map cudaError_t and CUresult to hipError_t, cudaArray_t and
// CUarray to hipArray_t) are reported at the later one, with a note at the
// earlier; when both are defined, the later definition is fenced with '#if 0'
// (compiles/colliding-overload-fenced.cu), so the conversion compiles.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=note:
// RUN: %hip_check %t.hip

#include <cuda.h>
#include <cuda_runtime.h>

inline const char *errorText(cudaError_t e) { return cudaGetErrorString(e); }
// CHECK: {{.*}}colliding-overload.cu:[[@LINE+2]]:20: warning: 'errorText(CUresult)' and 'errorText(cudaError_t)' become the same function 'errorText(hipError_t)' in HIP; the later definition is fenced with '#if 0' [colliding-overload]
// CHECK-NEXT: {{.*}}colliding-overload.cu:[[@LINE-2]]:20: note: 'errorText(cudaError_t)' declared here
inline const char *errorText(CUresult e) { return "driver error"; }

// cudaStream_t and CUstream are one type in CUDA already: one function.
void synchronize(cudaStream_t s);
void synchronize(CUstream s) {}

struct Holder {
  void take(cudaArray_t a) {}
  // CHECK: {{.*}}colliding-overload.cu:[[@LINE+2]]:8: warning: 'take(CUarray)' and 'take(cudaArray_t)' become the same function 'take(hipArray_t)' in HIP; the later definition is fenced with '#if 0' [colliding-overload]
  // CHECK-NEXT: {{.*}}colliding-overload.cu:[[@LINE-2]]:8: note: 'take(cudaArray_t)' declared here
  void take(CUarray a) {}
  // Another qualifier: another function.
  void take(CUarray a) const {}
};

// Another scope.
namespace driver {
inline const char *errorText(CUresult e) { return "driver error"; }
} // namespace driver

// A host and a device function overload each other in HIP too.
__device__ int side(cudaEvent_t e) { return 0; }
__host__ int side(CUevent e) { return 1; }
