// hipLaunchKernelGGL is a statement on both HIP platforms (`do { ... } while
// (0)`), so --hip-kernel-execution-syntax rewrites only the launches that are
// statements of their own; one inside an expression keeps <<<>>> (valid HIP
// too), with a warning saying why.
// RUN: %hipify --hip-kernel-execution-syntax %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__global__ void fill(int *p) { p[threadIdx.x] = 1; }

// CHECK: void discarded(int *p) { (void)fill<<<1, 32>>>(p); }
void discarded(int *p) { (void)fill<<<1, 32>>>(p); }
// WARN: {{.*}}kernel-launch-in-expression.cu:[[@LINE-1]]:32: warning: kernel launch inside an expression is left in <<<>>> syntax: hipLaunchKernelGGL is a statement (do { ... } while (0)) on both HIP platforms [kernel-launch]

// CHECK: void returned(int *p) { return fill<<<1, 32>>>(p); }
void returned(int *p) { return fill<<<1, 32>>>(p); }
// WARN: {{.*}}kernel-launch-in-expression.cu:[[@LINE-1]]:32: warning: kernel launch inside an expression is left in <<<>>> syntax: {{.*}}

// CHECK: void chosen(int *p, bool big) { big ? fill<<<2, 32>>>(p) : fill<<<1, 32>>>(p); }
void chosen(int *p, bool big) { big ? fill<<<2, 32>>>(p) : fill<<<1, 32>>>(p); }
// WARN: {{.*}}kernel-launch-in-expression.cu:[[@LINE-1]]:39: warning: kernel launch inside an expression is left in <<<>>> syntax: {{.*}}
// WARN: {{.*}}kernel-launch-in-expression.cu:[[@LINE-2]]:60: warning: kernel launch inside an expression is left in <<<>>> syntax: {{.*}}

// CHECK: void repeated(int *p) {
// CHECK-NEXT:   for (int i = 0; i < 4; fill<<<1, 32>>>(p), ++i)
// CHECK-NEXT:     hipLaunchKernelGGL(fill, dim3(2), dim3(32), 0, 0, p);
void repeated(int *p) {
  for (int i = 0; i < 4; fill<<<1, 32>>>(p), ++i)
    fill<<<2, 32>>>(p);
}
// WARN: {{.*}}kernel-launch-in-expression.cu:[[@LINE-3]]:26: warning: kernel launch inside an expression is left in <<<>>> syntax: {{.*}}

// Statements of their own: in a block, an if, a loop body, a case.
// CHECK: void statements(int *p, int n) {
// CHECK-NEXT:   if (n)
// CHECK-NEXT:     hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, p);
// CHECK-NEXT:   else
// CHECK-NEXT:     hipLaunchKernelGGL(fill, dim3(2), dim3(32), 0, 0, p);
// CHECK-NEXT:   switch (n) {
// CHECK-NEXT:   case 1:
// CHECK-NEXT:     hipLaunchKernelGGL(fill, dim3(3), dim3(32), 0, 0, p);
// CHECK-NEXT:   }
// CHECK-NEXT:   while (n--)
// CHECK-NEXT:     hipLaunchKernelGGL(fill, dim3(4), dim3(32), 0, 0, p);
void statements(int *p, int n) {
  if (n)
    fill<<<1, 32>>>(p);
  else
    fill<<<2, 32>>>(p);
  switch (n) {
  case 1:
    fill<<<3, 32>>>(p);
  }
  while (n--)
    fill<<<4, 32>>>(p);
}
