#include <vendor_math.h>

static_assert(lanesFor(2) == 64, "constexpr bodies are evaluated");

__global__ void fill(float *out, int n) {
  if (threadIdx.x < n) out[threadIdx.x] = doubled(1.5f);
}

int main() {
  VendorBuffer buffer;
  if (buffer.reserve(256) != cudaSuccess)
    return 1;
  float *scratch = nullptr;
  cudaMalloc(&scratch, halved(512));
  decltype(buffer.size()) used = summed<size_t>(1, 2);
  int lanes[lanesFor(1)] = {};
  fill<<<1, lanes[0] + 32>>>(scratch, (int)used);
  cudaFree(scratch);
  return 0;
}
