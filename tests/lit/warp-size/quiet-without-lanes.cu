// A 32 that is not about lanes draws no warning: an array of 32 floats
// indexed by a loop counter, `% 32` and `/ 32` on plain data, a tile of
// 32x33 indexed by threadIdx, a strided loop starting at threadIdx.x and
// bounded by 32, a 32-bit integer given something other than a mask, a
// variable whose name only contains "lane", a template parameter that one
// instantiation sets to 32 (the code says N, not 32).
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: grep -q "warning:" %t.err; test $? -eq 1
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

#define TILE 32

__global__ void transpose(const float *in, float *out, int n) {
  __shared__ float tile[TILE][TILE + 1];
  float buf[32];
  for (int i = 0; i < 32; ++i)
    buf[i] = in[i] * 2;
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  // CHECK: out[x * n + y] = tile[threadIdx.x][threadIdx.y] + buf[n % 32];
  out[x * n + y] = tile[threadIdx.x][threadIdx.y] + buf[n % 32];
  for (int i = threadIdx.x; i < 32; i += blockDim.x)
    out[i] += buf[i];
  unsigned bytes = n / 32 + (n >> 5) + (n & 31);
  unsigned count = __popc(bytes);
  int planes = n / 4;
  out[0] += count + (n < 32) + (planes < 32);
}

template <typename T, int N> __global__ void scale(T *data, T factor) {
  // CHECK: data[threadIdx.x % N] *= factor;
  data[threadIdx.x % N] *= factor;
}

void scaleBoth(float *data) {
  scale<float, 32><<<1, 32>>>(data, 2.0f);
  scale<float, 64><<<1, 64>>>(data, 2.0f);
}
