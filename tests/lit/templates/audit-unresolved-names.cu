// The audit: a CUDA name the rules cannot prove is CUDA's is still reported
// with its location, in the warnings, the statistics, the JSON report and by
// --fail-on-unconverted. Here: a member of a dependent type (T may well be
// the user's wrapper class) and a name in a macro argument the macro drops.
// RUN: %hipify %s -o %t.hip --print-stats --report-json=%t.json 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: %hipify %s -o %t.hip --fail-on-unconverted 2> /dev/null; test $? -eq 1

#include <cuda_runtime.h>

#define DISCARD(code)

template <typename Allocator> void *grab(Allocator &allocator) {
  void *p = nullptr;
  // CHECK: allocator.cudaMalloc(&p, 64);
  // ERR: {{.*}}audit-unresolved-names.cu:[[@LINE+1]]:13: warning: 'cudaMalloc' is a member of a dependent type: not resolved, left as written [unconverted-audit]
  allocator.cudaMalloc(&p, 64);
  // CHECK: DISCARD(cudaFree(p));
  // ERR: {{.*}}audit-unresolved-names.cu:[[@LINE+1]]:11: warning: 'cudaFree' is not resolved by the AST (code clang did not parse as a reference, e.g. an unexpanded macro argument); left as written [unconverted-audit]
  DISCARD(cudaFree(p));
  // CHECK: hipDeviceSynchronize();
  cudaDeviceSynchronize();
  return p;
}

// ERR: UNCONVERTED refs count: 2
// ERR: [HIPIFY] info: UNCONVERTED refs by names:
// ERR-NEXT:   cudaFree: 1
// ERR-NEXT:   cudaMalloc: 1

// JSON: "unconverted": [
// JSON-NEXT: {
// JSON-NEXT: "api": "CUDA RT API",
// JSON-NEXT: "category": "memory",
// JSON-NEXT: "column": 13,
// JSON-NEXT: "cuda": "cudaMalloc",
// JSON-NEXT: "line": 19,
// JSON-NEXT: "reason": "is a member of a dependent type: not resolved, left as written"
// JSON-NEXT: },
// JSON-NEXT: {
// JSON-NEXT: "api": "CUDA RT API",
// JSON-NEXT: "category": "memory",
// JSON-NEXT: "column": 11,
// JSON-NEXT: "cuda": "cudaFree",
// JSON-NEXT: "line": 22,
