// An identifier split by a backslash-newline is the same identifier: it is
// converted (the whole spelling replaced), or reported where no rule can
// prove it, never left silently.
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

#define DROP(code)

int main() {
  void *p = nullptr;
  // CHECK: hipMalloc(&p, 4);
  cuda\
Malloc(&p, 4);
  // CHECK: hipFree(p);
  cudaFr\
ee(p);
  // CHECK: DROP(cudaStream\
  // ERR: {{.*}}split-identifiers.cu:[[@LINE+1]]:8: warning: 'cudaStreamCreate' is not resolved by the AST (code clang did not parse as a reference, e.g. an unexpanded macro argument); left as written [unconverted-audit]
  DROP(cudaStream\
Create(nullptr));
  return 0;
}

// ERR: UNCONVERTED refs count: 1
