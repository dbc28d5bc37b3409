// clang's own warnings about the user's code are not printed unless
// --clang-warnings or -v asks; hipify-cpp's own diagnostics always are.
// RUN: %hipify %s -o %t.hip 2>%t.quiet
// RUN: %FileCheck %s --check-prefix=QUIET --input-file=%t.quiet
// RUN: %hipify %s -o %t.hip --clang-warnings 2>%t.loud
// RUN: %FileCheck %s --check-prefix=LOUD --input-file=%t.loud
// RUN: %hipify %s -o %t.hip -v 2>%t.verbose
// RUN: %FileCheck %s --check-prefix=LOUD --input-file=%t.verbose
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_names %t.hip
// QUIET-NOT: {{.*}}: warning: {{non-void|'stale'}}

#include <cuda_runtime.h>

[[deprecated("use fresh")]] void stale() {}

// CHECK: int missingReturn(int *p) { hipFree(p); }
int missingReturn(int *p) { cudaFree(p); }

__global__ void load(const int *p, int *q) {
  // QUIET: {{.*}}clang-warnings.cu:[[@LINE+2]]:8: warning: '__ldcv' is unsupported in HIP [identifier]
  // LOUD-DAG: {{.*}}clang-warnings.cu:[[@LINE+1]]:8: warning: '__ldcv' is unsupported in HIP [identifier]
  *q = __ldcv(p);
}

int main() {
  stale();
  return 0;
}
// QUIET-NOT: warning
// LOUD-DAG: {{.*}}clang-warnings.cu:18:42: warning: non-void function does not return a value
// LOUD-DAG: {{.*}}clang-warnings.cu:27:3: warning: 'stale' is deprecated: use fresh
// LOUD-DAG: {{.*}}clang-warnings.cu:15:3: note: 'stale' has been explicitly marked deprecated here

// The output is name-checked only: __ldcv has no HIP equivalent and stays.
