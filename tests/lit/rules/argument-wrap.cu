// Device symbols passed to the *Symbol* APIs are wrapped in HIP_SYMBOL():
// CUDA's C++ overloads take the variable by reference, HIP's take its
// address.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__constant__ float coefficients[16];
__device__ int counter;

int main() {
  float host[16] = {};
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coefficients), host, sizeof(host));
  cudaMemcpyToSymbol(coefficients, host, sizeof(host));
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(coefficients), host, sizeof(host), 0, hipMemcpyHostToDevice, stream);
  cudaMemcpyToSymbolAsync(coefficients, host, sizeof(host), 0, cudaMemcpyHostToDevice, stream);
  // CHECK: hipMemcpyFromSymbol(host, HIP_SYMBOL(coefficients), sizeof(host));
  cudaMemcpyFromSymbol(host, coefficients, sizeof(host));
  // CHECK: hipMemcpyFromSymbolAsync(host, HIP_SYMBOL(coefficients), sizeof(host), 0, hipMemcpyDeviceToHost, stream);
  cudaMemcpyFromSymbolAsync(host, coefficients, sizeof(host), 0, cudaMemcpyDeviceToHost, stream);
  void *address = nullptr;
  // CHECK: hipGetSymbolAddress(&address, HIP_SYMBOL(counter));
  cudaGetSymbolAddress(&address, counter);
  size_t size = 0;
  // CHECK: hipGetSymbolSize(&size, HIP_SYMBOL(counter));
  cudaGetSymbolSize(&size, counter);
  return 0;
}
