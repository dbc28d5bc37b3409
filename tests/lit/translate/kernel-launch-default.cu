// By default <<<>>> launches stay (HIP accepts them); CUDA names inside the
// configuration and the arguments are still renamed.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__global__ void fill(float *data, float value) { data[threadIdx.x] = value; }

int main() {
  float *data = nullptr;
  dim3 grid(4), block(32);
  // CHECK: fill<<<grid, block>>>(data, 1.0f);
  fill<<<grid, block>>>(data, 1.0f);
  // CHECK: fill<<<1, 32, 0, hipStreamPerThread>>>(data, (float)hipSuccess);
  fill<<<1, 32, 0, cudaStreamPerThread>>>(data, (float)cudaSuccess);
  // CHECK: fill<<<sizeof(hipDeviceProp_t), 1>>>(data, 2.0f);
  fill<<<sizeof(cudaDeviceProp), 1>>>(data, 2.0f);
  return 0;
}
