#include <cuda_runtime.h>
#define LAUNCH(k, n, ...) k<<<(n + 255) / 256, 256>>>(__VA_ARGS__)
#define ALLOC(p, n) cudaMalloc((void **)&p, n)
#ifdef __CUDACC__
#define HD __host__ __device__
#endif
HD inline int twice(int v) { return 2 * v; }
__global__ void fill(int *p, int n) {
  if (threadIdx.x < n)
    p[threadIdx.x] = twice(n);
}
__global__ void child(int *p) {}
__global__ void parent(int *p) { child<<<1, 32>>>(p); }
int main() {
  int *p;
  ALLOC(p, 1024);
  LAUNCH(fill, 1024, p, 1024);
#if 0
  cudaMemcpy(p, p, 4, cudaMemcpyDeviceToDevice);
  old_kernel<<<1, 1>>>(p);
#elif defined(USE_EVENTS)
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
#endif
  void *args[] = {&p};
  cudaLaunchKernel((const void *)fill, dim3(1), dim3(32), args, 0, 0);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, fill);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
