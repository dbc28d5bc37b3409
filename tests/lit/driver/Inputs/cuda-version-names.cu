#include <cuda_runtime.h>
void bind(const void *p) { cudaBindTexture(nullptr, nullptr, p, nullptr, 4); }
#if CUDART_VERSION < 12000
void unbind() { cudaUnbindTexture(nullptr); }
#endif
