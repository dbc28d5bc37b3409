// Enumerators are renamed in `case` labels and in non-type template
// arguments, where they are constant expressions rather than plain uses.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>
#include <cstdio>

// CHECK: static const char *describe(hipError_t status) {
static const char *describe(cudaError_t status) {
  switch (status) {
  // CHECK: case hipSuccess:
  case cudaSuccess:
    return "ok";
  // CHECK: case hipErrorOutOfMemory:
  case cudaErrorMemoryAllocation:
    return "out of memory";
  // CHECK: case hipErrorInvalidValue:
  case cudaErrorInvalidValue:
  // CHECK: case hipErrorInvalidDevicePointer:
  case cudaErrorInvalidDevicePointer:
    return "bad argument";
  default:
    // CHECK: return hipGetErrorString(status);
    return cudaGetErrorString(status);
  }
}

// CHECK: template <hipMemcpyKind Kind> int direction() {
template <cudaMemcpyKind Kind> int direction() {
  switch (Kind) {
  // CHECK: case hipMemcpyHostToDevice: return 1;
  case cudaMemcpyHostToDevice: return 1;
  // CHECK: case hipMemcpyDeviceToHost: return -1;
  case cudaMemcpyDeviceToHost: return -1;
  default: return 0;
  }
}

int main() {
  void *device = nullptr;
  // CHECK: printf("%s\n", describe(hipMalloc(&device, 16)));
  printf("%s\n", describe(cudaMalloc(&device, 16)));
  // CHECK: return direction<hipMemcpyHostToDevice>();
  return direction<cudaMemcpyHostToDevice>();
}
