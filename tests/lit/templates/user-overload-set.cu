// The user adds an overload to CUDA's cudaMalloc. In a template, a call
// whose argument depends on T could reach either: it is not renamed, and is
// reported with its location. A call that resolves (no dependent argument)
// is renamed or left by what it resolves to.
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err

#include <cuda_runtime.h>
#include <cstddef>

struct Arena {
  char *base;
  std::size_t used;
};

// The user's own overload: never renamed.
// CHECK: hipError_t cudaMalloc(Arena &arena, void **p, std::size_t bytes);
cudaError_t cudaMalloc(Arena &arena, void **p, std::size_t bytes);

template <typename T> void grab(T &from, void **p) {
  // CHECK: cudaMalloc(from, p, 64);
  // ERR: {{.*}}user-overload-set.cu:[[@LINE+1]]:3: warning: 'cudaMalloc' is ambiguous: user declaration in the overload set; not renamed [dependent-reference]
  cudaMalloc(from, p, 64);
}

void plain(Arena &arena, void **p) {
  // CHECK: cudaMalloc(arena, p, 64);
  cudaMalloc(arena, p, 64);
  // CHECK: hipMalloc(p, 64);
  cudaMalloc(p, 64);
}

// ERR-NOT: warning
// ERR: UNCONVERTED refs count: 1
