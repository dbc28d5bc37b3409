#include "common.cuh"
__global__ void scale(float *p, float a) { p[threadIdx.x] *= a; }
void run(float *p) {
  scale<<<1, 32>>>(p, 2.0f);
  resetL2();
}
