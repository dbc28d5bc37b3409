#include <cuda_runtime.h>

__global__ void fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}

int main() {
  float *d = nullptr;
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMalloc(&d, 256 * sizeof(float));
  fill<<<1, 256, 0, s>>>(d, 1.0f, 256);
  cudaStreamSynchronize(s);
  cudaFree(d);
  return 0;
}
