// Two sources that start with the same library headers.
#include <vector> // host copy
#include <cstdio>

__global__ void fill_b(float *x) { x[threadIdx.x] = 1.0f; }

int main() {
  std::vector<float> host(32);
  float *device = nullptr;
  cudaMalloc(&device, 32 * sizeof(float));
  fill_b<<<1, 32>>>(device);
  cudaMemcpy(host.data(), device, 32 * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(device);
  std::printf("%f\n", host[0]);
  return 0;
}
