#include "helper_emulation.h"

__device__ float load(const float *p) { return __ldcv(p); }
