#include <cuda.h>
#include <cuda_runtime.h>

const char *errorText(cudaError_t e);
const char *errorText(CUresult e);
__device__ float atomicMax(float *a, float v) { return *a; }
