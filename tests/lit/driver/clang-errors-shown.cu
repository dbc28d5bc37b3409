// Errors, with the notes attached to them, are printed whether or not
// clang's warnings are; the TU is not written (exit 1).
// RUN: rm -f %t.hip
// RUN: %hipify %s -o %t.hip 2>%t.err; test $? -eq 1
// RUN: %FileCheck %s --input-file=%t.err
// RUN: test ! -e %t.hip

#include <cuda_runtime.h>

void takesTwo(int *p, int n);

int noReturn() {}

int main() {
  int *p = nullptr;
  // CHECK: {{.*}}clang-errors-shown.cu:[[@LINE+1]]:3: error: no matching function for call to 'takesTwo'
  takesTwo(p);
  cudaFree(p);
  return 0;
}
// CHECK: {{.*}}clang-errors-shown.cu:10:6: note: candidate function not viable: requires 2 arguments, but 1 was provided
// CHECK-NOT: warning: non-void function
