#include <cuda_runtime.h>

__global__ void nothing() {}
