#include "cuda_runtime.h"

#if LEVEL > 1
void sync_b() { cudaDeviceSynchronize(); }
#else
void sync_b() { cudaStreamSynchronize(0); }
#endif
