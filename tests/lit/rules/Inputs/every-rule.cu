// A source with work for most rules, for the tests that turn rules off one
// at a time: each CUDA reference must stay converted or reported.
#include <cuda_runtime.h>
#include <cstdio>

#define CHECKED_ALLOC(p, n) cudaMalloc(p, n)

#if 0
void never() { cudaFree(0); }
#endif

#ifdef __CUDACC__
__device__ float table[4];
#endif

__global__ void fill(float *out) { out[threadIdx.x] = table[threadIdx.x]; }

template <typename T> void copy(T *to, const T *from, size_t n) {
  cudaMemcpy(to, from, n * sizeof(T), cudaMemcpyDefault);
}
template void copy<float>(float *, const float *, size_t);

void reset() { cudaCtxResetPersistingL2Cache(); }

int main() {
  float *data = nullptr;
  CHECKED_ALLOC((void **)&data, 32 * sizeof(float));
  float init[4] = {};
  cudaMemcpyToSymbol(table, init, sizeof(init));
  fill<<<1, 32>>>(data);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  if (cudaDeviceSynchronize() != cudaSuccess)
    puts("cudaDeviceSynchronize failed");
  return 0;
}
