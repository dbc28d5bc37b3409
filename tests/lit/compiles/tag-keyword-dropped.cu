// HIP's NVIDIA platform declares hipMemcpyKind, hipDeviceProp_t and the other
// HIP type names as typedefs of CUDA's, which `enum hipMemcpyKind` or
// `struct hipDeviceProp_t` cannot name. In C++ the keyword is not needed: it
// is dropped where a CUDA type is used, macro bodies included, with a
// warning (a comment after it stays).
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

// WARN: {{.*}}tag-keyword-dropped.cu:[[@LINE+2]]:16: warning: 'enum' dropped before 'hipMemcpyKind'{{.*}}
// CHECK: #define KIND_T hipMemcpyKind
#define KIND_T enum cudaMemcpyKind
KIND_T defaultKind() { return cudaMemcpyDefault; }

// WARN: {{.*}}tag-keyword-dropped.cu:[[@LINE+2]]:52: warning: 'enum' dropped before 'hipMemcpyKind': HIP's NVIDIA platform declares it as a typedef, which an elaborated type specifier cannot name [tag-keyword] [identifier]
// CHECK: hipError_t copy(void *d, const void *s, size_t n, hipMemcpyKind kind) {
cudaError_t copy(void *d, const void *s, size_t n, enum cudaMemcpyKind kind) {
  return cudaMemcpy(d, s, n, kind);
}

// WARN: {{.*}}tag-keyword-dropped.cu:[[@LINE+2]]:17: warning: 'struct' dropped before 'hipDeviceProp_t': {{.*}} [tag-keyword] [identifier]
// CHECK: int major(const hipDeviceProp_t *prop) { return prop->major; }
int major(const struct   cudaDeviceProp *prop) { return prop->major; }

// WARN: {{.*}}tag-keyword-dropped.cu:[[@LINE+2]]:37: warning: 'enum' dropped before 'hipMemcpyKind'{{.*}}
// CHECK: size_t sizeOfKind() { return sizeof(/* kept */ hipMemcpyKind); }
size_t sizeOfKind() { return sizeof(enum /* kept */ cudaMemcpyKind); }

// WARN: {{.*}}tag-keyword-dropped.cu:[[@LINE+4]]:15: warning: 'enum' dropped before 'hipMemcpyKind'{{.*}}
// CHECK: void copyBack(void *d, const void *s, size_t n,
// CHECK-NEXT: hipMemcpyKind kind = hipMemcpyDeviceToHost);
void copyBack(void *d, const void *s, size_t n,
              enum
              cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
