#include "warp.cuh"

__global__ void a(float *data) { data[0] = warpSum(data[threadIdx.x]); }
