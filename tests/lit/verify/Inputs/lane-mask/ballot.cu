// A 32-bit lane mask in a variable, passed to a warp function: HIP's template
// asserts the mask's type is 64 bits, in HIP's own header.
#include <cuda_runtime.h>

__global__ void ballot(const int *in, unsigned long long *out) {
  unsigned lanes = 0xffffffff;
  out[threadIdx.x] = __ballot_sync(lanes, in[threadIdx.x] > 0);
}
