// A .cu file that uses nothing from CUDA gets no HIP header.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK-NOT: {{^#include <hip}}
// CHECK: #include <cstdio>
// CHECK-NOT: {{^#include <hip}}
#include <cstdio>

int main() { return printf("host only\n") < 0; }
