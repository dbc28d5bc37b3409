// A source for the rules' command-line tests: a name HIP lacks, a kernel
// launched from device code, and names the other rules rename.
#include <cuda_runtime.h>

__global__ void fill(float *out) { out[threadIdx.x] = 1.0f; }

__global__ void parent(float *out) { fill<<<1, 32>>>(out); }

void reset() { cudaCtxResetPersistingL2Cache(); }

int main() {
  float *data = nullptr;
  cudaMalloc(&data, 32 * sizeof(float));
  fill<<<1, 32>>>(data);
  return cudaDeviceSynchronize() != cudaSuccess;
}
