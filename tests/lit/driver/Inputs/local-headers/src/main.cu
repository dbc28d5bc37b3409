#include <cuda_runtime.h>
#include "direct.cuh"
#include "sum.cuh"
void run(float *p) { cudaMalloc(&p, 4); fill(p); add(p); }
