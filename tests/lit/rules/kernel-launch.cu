// --hip-kernel-execution-syntax rewrites <<<>>> as hipLaunchKernelGGL with
// dim3() around grid and block, 0 for an omitted shared-memory size or
// stream, and HIP_KERNEL_NAME() around a kernel named with template
// arguments. Launches written in macro bodies: kernel-launch-in-macro.cu.
// RUN: %hipify --hip-kernel-execution-syntax %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__global__ void fill(float *data, float value) { data[threadIdx.x] = value; }
template <typename T, int N> __global__ void scale(T *data, T factor) {
  data[threadIdx.x % N] *= factor;
}
__global__ void noop() {}

// CHECK: #define LAUNCH_FILL(d) hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, d, 0.0f)
#define LAUNCH_FILL(d) fill<<<1, 32>>>(d, 0.0f)

template <typename T> void scaleAll(T *data, cudaStream_t stream) {
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<T, 64>), dim3(1), dim3(64), 0, stream, data, T(2));
  scale<T, 64><<<1, 64, 0, stream>>>(data, T(2));
}

int main() {
  float *data = nullptr;
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  dim3 grid(4), block(32);
  // CHECK: hipLaunchKernelGGL(fill, dim3(grid), dim3(block), 0, 0, data, 1.0f);
  fill<<<grid, block>>>(data, 1.0f);
  // CHECK: hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, data, 2.0f);
  fill<<<1, 32, 0>>>(data, 2.0f);
  // CHECK: hipLaunchKernelGGL(fill, dim3(2, 2), dim3(block), 64 * sizeof(float), stream, data, 3.0f);
  fill<<<dim3(2, 2), block, 64 * sizeof(float), stream>>>(data, 3.0f);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<float, 32>), dim3(grid), dim3(block), 0, stream, data, 2.0f);
  scale<float, 32><<<grid, block, 0, stream>>>(data, 2.0f);
  scaleAll(data, stream);
  // CHECK: hipLaunchKernelGGL(noop, dim3(1), dim3(1), 0, 0);
  noop<<<1, 1>>>();
  // CHECK: hipLaunchKernelGGL(noop, dim3(1), dim3(1), 0, hipStreamPerThread);
  noop<<<1, 1, 0, cudaStreamPerThread>>>();
  // CHECK: hipLaunchKernelGGL(fill, dim3(sizeof(hipDeviceProp_t)), dim3(1), 0, 0, data, (float)hipSuccess);
  fill<<<sizeof(cudaDeviceProp), 1>>>(data, (float)cudaSuccess);
  // CHECK: LAUNCH_FILL(data);
  LAUNCH_FILL(data);
  return 0;
}

// WARN-NOT: warning
