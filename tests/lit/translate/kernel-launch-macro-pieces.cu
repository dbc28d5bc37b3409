// With --hip-kernel-execution-syntax, a piece of a launch written as a macro
// invocation (the kernel, a configuration argument, the whole argument list
// or part of it) is kept as written in hipLaunchKernelGGL(...), not replaced
// by what the macro expands to. A macro standing for several configuration
// arguments cannot be kept (each one needs its dim3 or its place): its body
// is written instead.
// RUN: %hipify --hip-kernel-execution-syntax %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

#define ARGS data, n
#define GRID ((n + 255) / 256)
#define KERNEL fill
#define CONFIG 1, 32
#define ON_GRID(k) k<<<1, 32>>>

__global__ void fill(float *data, int n) {
  if (threadIdx.x < n) data[threadIdx.x] = 0.0f;
}
__global__ void scaled(float *data, int n, float factor) {
  if (threadIdx.x < n) data[threadIdx.x] *= factor;
}

void run(float *data, int n, cudaStream_t stream) {
  // CHECK: hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, ARGS);
  fill<<<1, 32>>>(ARGS);
  // CHECK: hipLaunchKernelGGL(fill, dim3(GRID), dim3(256), 0, stream, ARGS);
  fill<<<GRID, 256, 0, stream>>>(ARGS);
  // CHECK: hipLaunchKernelGGL(KERNEL, dim3(1), dim3(32), 0, 0, ARGS);
  KERNEL<<<1, 32>>>(ARGS);
  // CHECK: hipLaunchKernelGGL(scaled, dim3(1), dim3(32), 0, 0, ARGS, 2.0f);
  scaled<<<1, 32>>>(ARGS, 2.0f);
  // CHECK: hipLaunchKernelGGL(scaled, dim3(1), dim3(32), 0, 0, data, GRID, 2.0f);
  scaled<<<1, 32>>>(data, GRID, 2.0f);
  // A launch split between a macro and its invocation.
  // CHECK: hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, ARGS);
  ON_GRID(fill)(ARGS);
  // CHECK: hipLaunchKernelGGL(scaled, dim3(1), dim3(32), 0, 0, ARGS, 0.5f);
  ON_GRID(scaled)(ARGS, 0.5f);
  // CHECK: hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, ARGS);
  fill<<<CONFIG>>>(ARGS);
}

// WARN-NOT: warning
