// A HIP include that clang's CUDA mode does not take (an inactive #ifdef
// branch, a comment) does not make a CUDA source "already HIP": it is
// converted, the inactive include left as written.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK: #ifdef __HIPCC__
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #endif
#ifdef __HIPCC__
#include <hip/hip_runtime.h>
#endif
/*
#include <hip/hip_runtime.h>
*/

// CHECK: void *allocate() { void *p; hipMalloc(&p, 8); return p; }
void *allocate() { void *p; cudaMalloc(&p, 8); return p; }
