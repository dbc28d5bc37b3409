// PLAIN: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
__global__ void k(float *x) { x[threadIdx.x] = 0; }
