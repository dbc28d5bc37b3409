#include <cuda_runtime.h>
void use(void **p) { forcedAlloc(p); cudaFree(*p); }
