// The runtime header first, as in most outputs: the check may use the
// precompiled runtime header, and must still see the error below.
#include <hip/hip_runtime.h>

__global__ void kernel(float *out) { out[0] = hipThisNameDoesNotExist; }
