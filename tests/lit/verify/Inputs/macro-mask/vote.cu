#include <cuda_runtime.h>
#include "kernels.h"

__global__ void vote(const int *in, int *out) {
  out[threadIdx.x] = ALL_LANES(in[threadIdx.x] > 0);
}
