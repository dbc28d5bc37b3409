#include "helper_emulation.h"

void *allocate(size_t bytes) {
  void *p = nullptr;
  cudaMalloc(&p, bytes);
  return p;
}
