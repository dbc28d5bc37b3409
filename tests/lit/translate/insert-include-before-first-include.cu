// Without a guard, the HIP runtime header goes before the first #include.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #define BLOCK 64
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
#define BLOCK 64
#include <cstdio>

// CHECK: void synchronize() { printf("%d\n", BLOCK + hipDeviceSynchronize()); }
void synchronize() { printf("%d\n", BLOCK + cudaDeviceSynchronize()); }
