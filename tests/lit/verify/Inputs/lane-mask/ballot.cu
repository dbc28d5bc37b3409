// A 32-bit lane mask passed to a warp function: HIP's template takes the
// mask's type and asserts it is 64 bits, in HIP's own header.
#include <cuda_runtime.h>

__global__ void ballot(const int *in, unsigned long long *out) {
  int v = in[threadIdx.x];
  out[threadIdx.x] = __ballot_sync(0xffffffff, v > 0);
}
