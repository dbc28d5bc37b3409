// `#ifndef __CUDACC__` marks code meant for the host compiler only: hipcc
// defines __HIPCC__, so the test becomes `#ifndef __HIPCC__` and the same
// block is left out of the HIP compilation. Inactive branches are converted
// alike. __NVCC__ stays (hipcc defines it when targeting NVIDIA) and is
// reported. __CUDACC_RTC__ becomes __HIPCC_RTC__, which only hiprtc on AMD
// defines (on NVIDIA hiprtc runs nvrtc, which defines __CUDACC_RTC__): the
// test is warned of.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_check %t.hip --amd-only __HIPCC_RTC__

#include <cuda_runtime.h>

// CHECK: #ifndef __HIPCC__
#ifndef __CUDACC__
#error "this block is for the host compiler; hipcc must not see it"
#else
inline int gpuCompiler() { return 1; }
#endif

// CHECK: #if defined(__NVCC__) || defined(__HIPCC__)
// ERR-DAG: {{.*}}host-compiler-blocks.cu:[[@LINE+1]]:13: warning: '__NVCC__' is unsupported in HIP [macro-reference]
#if defined(__NVCC__) || defined(__CUDACC__)
inline int deviceLambdas() { return 1; }
#endif

// CHECK: #if defined(__HIPCC_RTC__)
// ERR-DAG: {{.*}}host-compiler-blocks.cu:[[@LINE+1]]:13: warning: '__HIPCC_RTC__' (for '__CUDACC_RTC__') is defined only on HIP's AMD platform: this condition sees it undefined on HIP's NVIDIA platform [amd-only-macro] [macro-reference]
#if defined(__CUDACC_RTC__)
// CHECK: #elif !defined(__HIPCC__)
#elif !defined(__CUDACC__)
#error "unreachable under hipcc"
#endif

int main() { return gpuCompiler() + deviceLambdas() - 2; }
