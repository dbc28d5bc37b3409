// The cuRAND device API: per-thread generator state initialised and drawn from
// inside kernels becomes hipRAND's device API.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
#include <curand_kernel.h>

// CHECK: __global__ void setup(hiprandState *states, unsigned long long seed) {
__global__ void setup(curandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: hiprand_init(seed, id, 0, &states[id]);
  curand_init(seed, id, 0, &states[id]);
}

// Monte Carlo estimate of pi: counts the points that fall in the unit circle.
// CHECK: __global__ void count_hits(hiprandState *states, int samples, int *hits) {
__global__ void count_hits(curandState *states, int samples, int *hits) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: hiprandState local = states[id];
  curandState local = states[id];
  int inside = 0;
  for (int i = 0; i < samples; ++i) {
    // CHECK: float x = hiprand_uniform(&local);
    float x = curand_uniform(&local);
    // CHECK: float y = hiprand_uniform(&local);
    float y = curand_uniform(&local);
    inside += x * x + y * y <= 1.0f;
  }
  states[id] = local;
  atomicAdd(hits, inside);
}

int main() {
  // CHECK: hiprandState *states;
  curandState *states;
  int *hits;
  // CHECK: hipMalloc(&states, 256 * sizeof(hiprandState));
  cudaMalloc(&states, 256 * sizeof(curandState));
  // CHECK: hipMalloc(&hits, sizeof(int));
  cudaMalloc(&hits, sizeof(int));
  setup<<<2, 128>>>(states, 1234ULL);
  count_hits<<<2, 128>>>(states, 1000, hits);
  // CHECK: hipDeviceSynchronize();
  cudaDeviceSynchronize();
  // CHECK: hipFree(hits);
  cudaFree(hits);
  // CHECK: hipFree(states);
  cudaFree(states);
  return 0;
}
