// In a template, a call to a C library function (free, memcpy, printf) is an
// overload set of the C library's declaration and CUDA's device one. HIP
// spells them the same, so whichever is meant the output is right: nothing
// is reported or counted.
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

template <typename T> void copyAndRelease(T *to, T *from, size_t n) {
  // CHECK: memcpy(to, from, n * sizeof(T));
  memcpy(to, from, n * sizeof(T));
  // CHECK: printf("%zu bytes\n", n * sizeof(T));
  printf("%zu bytes\n", n * sizeof(T));
  // CHECK: free(from);
  free(from);
}

template <typename T> __global__ void fill(T *data, T value) {
  // CHECK: printf("fill %d\n", (int)threadIdx.x);
  printf("fill %d\n", (int)threadIdx.x);
  data[threadIdx.x] = value;
}

// ERR: UNCONVERTED refs count: 0
