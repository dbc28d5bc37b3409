#include <cuda_runtime.h>
const char *name(cudaError_t e) {
  switch (e) {
  case cudaSuccess:
    return "ok";
  case cudaErrorJitCompilerNotFound:
    return "no jit";
  default:
    return "other";
  }
}
int twice(int v) { return 2 * v; }
long twice(long v) { return 2 * v; }
int main() { return twice(1) + (name(cudaSuccess) != 0); }
