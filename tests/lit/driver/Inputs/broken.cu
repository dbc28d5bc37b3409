#include <cuda_runtime.h>
int broken() { cudaMalloc(; }
