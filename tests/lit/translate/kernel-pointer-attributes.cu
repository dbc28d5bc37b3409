// The attribute setters take the kernel as a typed C++ template in CUDA and
// as `const void *` in HIP: the kernel becomes reinterpret_cast<const
// void*>(kernel); an argument already of that type is left as written.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__global__ void scale(float *data) { data[threadIdx.x] *= 2.0f; }

int main() {
  // CHECK: hipFuncSetAttribute(reinterpret_cast<const void*>(scale), hipFuncAttributeMaxDynamicSharedMemorySize, 1024);
  cudaFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  // CHECK: hipFuncSetAttribute((const void *)scale, hipFuncAttributeMaxDynamicSharedMemorySize, 2048);
  cudaFuncSetAttribute((const void *)scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 2048);
  // CHECK: hipFuncSetSharedMemConfig(reinterpret_cast<const void*>(scale), hipSharedMemBankSizeFourByte);
  cudaFuncSetSharedMemConfig(scale, cudaSharedMemBankSizeFourByte);
  return 0;
}
