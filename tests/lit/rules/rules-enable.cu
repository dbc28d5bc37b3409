// --rules-enable=<names> runs rules their option leaves off: after
// --no-string-literals, --rules-enable=string-literal renames the names in
// string literals again; --rules-disable=string-literal alone is
// --no-string-literals.
// RUN: %hipify %s -o %t.hip --no-string-literals --rules-enable=string-literal
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip
// RUN: %hipify %s -o %t.off.hip --rules-disable=string-literal
// RUN: %FileCheck %s --check-prefix=OFF --input-file=%t.off.hip
#include <cstdio>
#include <cuda_runtime.h>

int main() {
  // CHECK: puts("hipDeviceSynchronize failed");
  // OFF: puts("cudaDeviceSynchronize failed");
  if (cudaDeviceSynchronize() != cudaSuccess)
    puts("cudaDeviceSynchronize failed");
  return 0;
}
