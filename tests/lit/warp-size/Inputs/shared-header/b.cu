#include "warp.cuh"

__global__ void b(float *data) {
  data[threadIdx.x % 32] = warpSum(data[0]);
}
