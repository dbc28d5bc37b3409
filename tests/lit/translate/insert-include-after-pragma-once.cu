// The HIP runtime header goes after `#pragma once` (clang warns about
// `#pragma once` in a main file; that is the input's business).
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #pragma once
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
#pragma once
#include <cstdio>

// CHECK: void synchronize() { printf("%d\n", hipDeviceSynchronize()); }
void synchronize() { printf("%d\n", cudaDeviceSynchronize()); }
