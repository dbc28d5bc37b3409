// Where a pointer to CUDA's array struct is not spelled plainly (a star
// another declarator shares, a comment inside the spelling), the struct is
// only renamed, as HIP on AMD knows it, and a warning says what to write for
// HIP's NVIDIA platform. The output compiles with HIP 6.4.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip --amd-only hipArray

#include <cuda_runtime.h>

// CHECK: hipArray *left, *right;
// CHECK: hipArray /* a comment */ *commented;
// WARN: {{.*}}handle-pointer-not-plain.cu:[[@LINE+3]]:1: warning: 'cudaArray' is renamed 'hipArray', which HIP's NVIDIA platform lacks: write the pointer as 'hipArray_t' to convert it [handle-pointer]
// WARN: {{.*}}handle-pointer-not-plain.cu:[[@LINE+3]]:1: warning: 'cudaArray' is renamed 'hipArray', which HIP's NVIDIA platform lacks: write the pointer as 'hipArray_t' to convert it [handle-pointer]
// WARN: {{.*}}handle-pointer-not-plain.cu:[[@LINE+3]]:12: warning: 'cudaArray' is renamed 'hipArray', which HIP's NVIDIA platform lacks: write the pointer as 'hipArray_t' to convert it [handle-pointer]
cudaArray *left, *right;
cudaArray /* a comment */ *commented;
void f() { cudaArray *a, *b; }
