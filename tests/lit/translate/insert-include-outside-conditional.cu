// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: // CHECK: #include <hip/hip_runtime.h>
// When the first #include sits in an #if block, the HIP runtime header goes
// to the top instead: inside the block it would vanish with the condition.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #ifndef NDEBUG
// CHECK-NEXT: #include <cassert>
// CHECK-NEXT: #endif
#ifndef NDEBUG
#include <cassert>
#endif

// CHECK: void synchronize() { hipDeviceSynchronize(); }
void synchronize() { cudaDeviceSynchronize(); }
