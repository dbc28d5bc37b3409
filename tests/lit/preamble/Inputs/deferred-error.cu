#include <cuda_runtime.h>

__device__ int device_only() { return 1; }

// Fine until host code calls it.
__host__ __device__ int either_side() { return device_only(); }

int main() {
  cudaDeviceSynchronize();
  return either_side();
}
