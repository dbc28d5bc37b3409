// `#ifndef __CUDACC__` marks code meant for the host compiler only: hipcc
// defines __HIPCC__, so the test becomes `#ifndef __HIPCC__` and the same
// block is left out of the HIP compilation. Inactive branches are converted
// alike. __NVCC__ stays (hipcc defines it when targeting NVIDIA) and is
// reported.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

// CHECK: #ifndef __HIPCC__
#ifndef __CUDACC__
#error "this block is for the host compiler; hipcc must not see it"
#else
inline int gpuCompiler() { return 1; }
#endif

// CHECK: #if defined(__NVCC__) || defined(__HIPCC__)
// ERR: {{.*}}host-compiler-blocks.cu:[[@LINE+1]]:13: warning: '__NVCC__' is unsupported in HIP
#if defined(__NVCC__) || defined(__CUDACC__)
inline int deviceLambdas() { return 1; }
#endif

// CHECK: #if defined(__HIPCC_RTC__)
#if defined(__CUDACC_RTC__)
// CHECK: #elif !defined(__HIPCC__)
#elif !defined(__CUDACC__)
#error "unreachable under hipcc"
#endif

int main() { return gpuCompiler() + deviceLambdas() - 2; }
