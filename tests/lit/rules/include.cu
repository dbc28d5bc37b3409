// <cuda.h> and <cuda_runtime.h> both become <hip/hip_runtime.h>: the second
// include of the same HIP header stays (its include guard makes it nothing),
// since deleting it would delete a directive of the user's.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_runtime_api.h>
// CHECK-EMPTY:
// CHECK-NEXT: int main() {
#include <cuda.h>
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>

int main() {
  // CHECK: hipDevice_t device;
  CUdevice device;
  // CHECK: hipDeviceGet(&device, 0);
  cuDeviceGet(&device, 0);
  // CHECK: printf("%d\n", hipDeviceSynchronize() == hipSuccess);
  printf("%d\n", cudaDeviceSynchronize() == cudaSuccess);
  return device;
}
