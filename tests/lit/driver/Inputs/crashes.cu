#include <cuda_runtime.h>
void reserve(void **p) { cudaMalloc(p, 4); }
// clang's own hook for testing crash recovery: the parser traps on it.
#pragma clang __debug parser_crash
