#include "common.cuh"
void *allocate(size_t n) {
  void *p;
  check(cudaMalloc(&p, n));
  return p;
}
