// A template kernel launched from a template, its arguments written or
// deduced. The <<<>>> syntax is kept by default; with
// --hip-kernel-execution-syntax the launch becomes hipLaunchKernelGGL with
// HIP_KERNEL_NAME() around the template kernel.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --check-prefix=CUDA --input-file=%t.hip
// RUN: %hip_check %t.hip
// RUN: %hipify %s -o %t.ggl.hip --hip-kernel-execution-syntax
// RUN: %FileCheck %s --check-prefix=GGL --input-file=%t.ggl.hip
// RUN: %hip_check %t.ggl.hip

#include <cuda_runtime.h>

template <typename T> __global__ void fill(T *p, T value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = value;
}

template <typename T> void fillAsync(T *p, T value, int n, cudaStream_t stream) {
  // CUDA: fill<T><<<(n + 255) / 256, 256, 0, stream>>>(p, value, n);
  // GGL: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<T>), dim3((n + 255) / 256), dim3(256), 0, stream, p, value, n);
  fill<T><<<(n + 255) / 256, 256, 0, stream>>>(p, value, n);
  // CUDA: fill<<<1, n>>>(p, value, n);
  // GGL: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill), dim3(1), dim3(n), 0, 0, p, value, n);
  fill<<<1, n>>>(p, value, n);
}

void fillFloats(float *p, int n) {
  // CUDA: fill<<<1, n>>>(p, 0.0f, n);
  // GGL: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill), dim3(1), dim3(n), 0, 0, p, 0.0f, n);
  fill<<<1, n>>>(p, 0.0f, n);
}
