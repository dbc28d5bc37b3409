#include <cuda_runtime.h>

__global__ void decay(float *x, float rate) {
  x[threadIdx.x] = __expf(-rate * x[threadIdx.x]);
  x[threadIdx.x] += __sinf(rate);
}
