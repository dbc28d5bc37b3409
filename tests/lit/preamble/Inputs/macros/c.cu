#include "cuda_runtime.h"

#if LEVEL > 1
void sync_c() { cudaDeviceSynchronize(); }
#else
void sync_c() { cudaStreamSynchronize(0); }
#endif
