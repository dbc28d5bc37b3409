#include "cuda_runtime.h"

#if LEVEL > 1
void sync_a() { cudaDeviceSynchronize(); }
#else
void sync_a() { cudaStreamSynchronize(0); }
#endif
