#include "cuda_runtime.h"

#if LEVEL > 1
void sync_d() { cudaDeviceSynchronize(); }
#else
void sync_d() { cudaStreamSynchronize(0); }
#endif
