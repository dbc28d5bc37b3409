// BLOCK comes from the build's compile definitions.
#include <hip/hip_runtime.h>
#ifndef BLOCK
#error "BLOCK comes from the compile definitions"
#endif

__global__ void fill(float *out) { out[threadIdx.x % BLOCK] = 1.0f; }
