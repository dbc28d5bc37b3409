#include <cuda_runtime.h>
__global__ void twice(float *data) { data[threadIdx.x] *= 2.0f; }
void run(float *data, size_t *width) {
  cudaMalloc(&data, 4);
  twice<<<1, 32>>>(data);
  cudaDeviceGetTexture1DLinearMaxWidth(width, nullptr, 0);
}
