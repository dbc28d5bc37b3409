// A pointer to CUDA's array struct spelled out becomes HIP's typedef of that
// pointer, which both HIP platforms declare (`hipArray *` is unknown to HIP's
// NVIDIA layer): `cudaArray *` -> `hipArray_t`, `const cudaArray *` and
// `cudaArray const *` -> `hipArray_const_t`, also as `struct cudaArray *`, in
// a cast or a template argument, and inside `cudaArray **`. Where the
// pointer's spelling is not plain the struct is only renamed, with a warning
// (handle-pointer-not-plain.cu). Each pointer rewritten is said in a warning. The output compiles with HIP 6.4 and as HIP
// on NVIDIA.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda_runtime.h>

// release()'s 'struct' is dropped first, then the pointer's rewrite covers it:
// WARN: {{.*}}handle-pointer.cu:[[@LINE+26]]:14: warning: 'struct' dropped before 'hipArray'{{.*}} [tag-keyword] [identifier]
// WARN: {{.*}}handle-pointer.cu:[[@LINE+2]]:8: warning: pointer to 'cudaArray' written as 'hipArray_t', which both HIP platforms declare [handle-pointer]
// CHECK: static hipArray_t first;
static cudaArray *first;
// WARN: {{.*}}handle-pointer.cu:[[@LINE+2]]:1: warning: pointer to 'cudaArray' written as 'hipArray_t', which both HIP platforms declare [handle-pointer]
// CHECK: hipArray_t *every;
cudaArray **every;

// WARN: {{.*}}handle-pointer.cu:[[@LINE+3]]:32: warning: pointer to 'cudaArray' written as 'hipArray_const_t', which both HIP platforms declare [handle-pointer]
// WARN: {{.*}}handle-pointer.cu:[[@LINE+2]]:52: warning: pointer to 'cudaArray' written as 'hipArray_const_t', which both HIP platforms declare [handle-pointer]
// CHECK: hipChannelFormatDesc describe(hipArray_const_t a, hipArray_const_t b) {
cudaChannelFormatDesc describe(const cudaArray *a, cudaArray const *b) {
  cudaChannelFormatDesc desc;
  cudaGetChannelDesc(&desc, a);
  cudaGetChannelDesc(&desc, b);
  return desc;
}

// WARN: {{.*}}handle-pointer.cu:[[@LINE+8]]:14: warning: pointer to 'cudaArray' written as 'hipArray_t', which both HIP platforms declare [handle-pointer]
// WARN: {{.*}}handle-pointer.cu:[[@LINE+9]]:18: warning: pointer to 'cudaArray' written as 'hipArray_t', which both HIP platforms declare [handle-pointer]
// WARN: {{.*}}handle-pointer.cu:[[@LINE+9]]:3: warning: pointer to 'cudaArray' written as 'hipArray_t', which both HIP platforms declare [handle-pointer]
// WARN: {{.*}}handle-pointer.cu:[[@LINE+8]]:35: warning: pointer to 'cudaArray' written as 'hipArray_t', which both HIP platforms declare [handle-pointer]
// CHECK: void release(hipArray_t array, void *p) {
// CHECK-NEXT:   hipFreeArray(array);
// CHECK-NEXT:   hipFreeArray((hipArray_t)p);
// CHECK-NEXT:   hipArray_t cached = static_cast<hipArray_t>(p);
void release(struct cudaArray *array, void *p) {
  cudaFreeArray(array);
  cudaFreeArray((cudaArray *)p);
  cudaArray *cached = static_cast<cudaArray *>(p);
  cudaFreeArray(cached);
}

template <typename T> struct Holder { T held; };
// WARN: {{.*}}handle-pointer.cu:[[@LINE+2]]:8: warning: pointer to 'cudaArray' written as 'hipArray_t', which both HIP platforms declare [handle-pointer]
// CHECK: Holder<hipArray_t> holder;
Holder<cudaArray *> holder;
