// A launch rewritten as hipLaunchKernelGGL loses the text between its pieces:
// with a comment there, the launch stays in <<<>>> syntax (which HIP also
// compiles), said in a warning; the edits of a launch are made all or none.
// RUN: %hipify --hip-kernel-execution-syntax %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip

__global__ void fill(float *data) { data[threadIdx.x] = 1.0f; }

// CHECK: void run(float *data) {
// CHECK-NEXT: fill<<</* one block */ 1, 32>>>(data);
// CHECK-NEXT: hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, data /* all of it */);
// CHECK-NEXT: }
// WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: kernel launch is left in <<<>>> syntax: rewriting it, it would remove the comment '/* one block */' [kernel-launch]
void run(float *data) {
  fill<<</* one block */ 1, 32>>>(data);
  fill<<<1, 32>>>(data /* all of it */);
}
