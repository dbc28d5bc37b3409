#include <cuda_runtime.h>
void reserve(void **p) { cudaMalloc(p, 4); }
// clang's other crash hook: it traps inside a timed region, whose Timer, on
// the abandoned stack, stays in LLVM's default timer group.
#pragma clang __debug crash
