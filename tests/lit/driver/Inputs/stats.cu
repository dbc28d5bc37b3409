#include <cuda_runtime.h>
__global__ void k(float *out, const float *in) { out[0] = __ldcv(in); }
int main() {
  float *d = nullptr;
  cudaMalloc(&d, 4);
  cudaFree(d);
  return 0;
}
