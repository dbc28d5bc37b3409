// A helper header that, like many CUDA projects' error-check headers, uses
// the runtime without including it: nvcc's implicit include provides it.
#pragma once
#include <cstdio>

inline void checkStatus(cudaError_t status) {
  if (status != cudaSuccess)
    printf("error %d\n", static_cast<int>(status));
}
