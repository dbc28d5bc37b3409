// y = a * x + y on the project's own stream.
#include <hip/hip_runtime.h>
#include "cuda_helpers.cuh"

__global__ void saxpyKernel(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

void saxpy(int n, float a, const float *x, float *y) {
  MyHipStream stream;
  float *dx = deviceAlloc<float>(n);
  float *dy = deviceAlloc<float>(n);
  size_t bytes = n * sizeof(float);
  HIP_CHECK(hipMemcpyAsync(dx, x, bytes, hipMemcpyHostToDevice, stream.get()));
  HIP_CHECK(hipMemcpyAsync(dy, y, bytes, hipMemcpyHostToDevice, stream.get()));
  saxpyKernel<<<(n + 255) / 256, 256, 0, stream.get()>>>(n, a, dx, dy);
  checkHipErrors(hipGetLastError(), "saxpyKernel");
  HIP_CHECK(hipMemcpyAsync(y, dy, bytes, hipMemcpyDeviceToHost, stream.get()));
  stream.sync();
  deviceFree(dx);
  deviceFree(dy);
}
