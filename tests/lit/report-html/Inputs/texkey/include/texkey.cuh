#pragma once
#include <cuda_runtime.h>

inline unsigned long long hashKey(unsigned long long v) { return v * 31; }
inline unsigned long long textureKey(cudaTextureObject_t t) {
  return hashKey(t);
}
