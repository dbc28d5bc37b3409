// A project that defines one of CUDA's macros itself keeps that definition
// under HIP, where the name means nothing or something else: the definition
// and every use of it are reported, never taken for the user's own name.
// The usual fallback for host compilers (#ifndef __CUDACC__ / #define ...)
// converts consistently, and a CUDA macro HIP spells the same (__host__) is
// nothing to report.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

// CHECK: #ifndef __HIPCC__
#ifndef __CUDACC__
// CHECK: #define __HIPCC__
#define __CUDACC__
// CHECK: #define __host__
#define __host__
#endif

// The project's own definition, made whatever the compiler:
// ERR: {{.*}}user-defined-cuda-macros.cu:[[#@LINE+2]]:9: warning: '__CUDACC__' is CUDA's macro, defined again by user code: left as written
// CHECK: #define __CUDACC__ 1
#define __CUDACC__ 1

// ERR: {{.*}}user-defined-cuda-macros.cu:[[#@LINE+2]]:8: warning: '__CUDACC__' names CUDA's macro as user code defines it again: left as written
// CHECK: #ifdef __CUDACC__
#ifdef __CUDACC__
// CHECK: __host__ int onHost() { return 1; }
__host__ int onHost() { return 1; }
#endif
