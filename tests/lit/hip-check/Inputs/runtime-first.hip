// The runtime header first: compiles, with the precompiled runtime header.
#include <hip/hip_runtime.h>

__global__ void kernel(float *out) { out[threadIdx.x] = 1.0f; }

int main() {
  float *out = nullptr;
  hipMalloc(&out, sizeof(float));
  kernel<<<1, 1>>>(out);
  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}
