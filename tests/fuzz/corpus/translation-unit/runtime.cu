#include <cuda_runtime.h>
#include <cstdio>
#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e = (call);                                                    \
    if (e != cudaSuccess)                                                      \
      printf("%s\n", cudaGetErrorString(e));                                   \
  } while (0)
__constant__ float scale;
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i] * scale;
}
int main() {
  float *x, *y;
  float s = 2;
  CHECK(cudaMalloc(&x, 1024 * sizeof(float)));
  CHECK(cudaMallocManaged((void **)&y, 1024 * sizeof(float)));
  CHECK(cudaMemcpyToSymbol(scale, &s, sizeof s));
  cudaStream_t st;
  cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking);
  saxpy<<<dim3(4), 256, 0, st>>>(1024, 2.0f, x, y);
  CHECK(cudaGetLastError());
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a, st);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
  cudaMemPrefetchAsync(y, 4096, loc, 0, st);
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  printf("%d %d\n", p.warpSize, CUDART_VERSION);
  cudaFree(x);
  cudaFree(y);
}
