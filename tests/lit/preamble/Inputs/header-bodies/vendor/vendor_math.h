// A library header reached through -isystem: not the user's, so the bodies
// of its functions are not parsed unless the TU may need them.
#pragma once
#include <cuda_runtime.h>

constexpr int lanesFor(int warps) { return warps * 32; }
inline auto halved(int n) { return n / 2; }
template <class T> __host__ __device__ auto doubled(T x) { return x + x; }
template <class T> T summed(T a, T b) {
  cudaDeviceSynchronize();
  return a + b;
}
struct VendorBuffer {
  float *data = nullptr;
  cudaError_t reserve(size_t bytes) { return cudaMalloc(&data, bytes); }
  auto size() const { return bytes_; }
  size_t bytes_ = 0;
};
