#include <cuda_runtime.h>

__global__ void k(float *data) {
  int lane = threadIdx.x % 32;
  data[lane] = __shfl_sync(0xffffffff, data[lane], 0);
}
