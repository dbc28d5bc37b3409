// CUDA names in the user's own #defines are edited once, in the definition,
// whether the macro is expanded or not; CUDA names passed as macro arguments
// are edited where they are written. Macro parameters are the user's names.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t status_ = (call);                                              \
    if (status_ != cudaSuccess)                                                \
      printf("%s\n", cudaGetErrorString(status_));                             \
  } while (0)
// CHECK: #define CHECK(call)                                                            \
// CHECK-NEXT:   do {                                                                         \
// CHECK-NEXT:     hipError_t status_ = (call);                                              \
// CHECK-NEXT:     if (status_ != hipSuccess)                                                \
// CHECK-NEXT:       printf("%s\n", hipGetErrorString(status_));                             \
// CHECK-NEXT:   } while (0)

// CHECK: #define NEVER_EXPANDED(pointer) hipFree(pointer)
#define NEVER_EXPANDED(pointer) cudaFree(pointer)
// CHECK: #define ALLOCATE(pointer, bytes) hipMalloc(&pointer, bytes)
#define ALLOCATE(pointer, bytes) cudaMalloc(&pointer, bytes)
// CHECK: #define STREAM_TYPE hipStream_t
#define STREAM_TYPE cudaStream_t
// CHECK: #define WITH_PARAMETER(cudaEvent_t) (cudaEvent_t + 1)
#define WITH_PARAMETER(cudaEvent_t) (cudaEvent_t + 1)
#define CALL(function, ...) function(__VA_ARGS__)

int main() {
  float *device = nullptr;
  // CHECK: CHECK(hipMalloc(&device, 64));
  CHECK(cudaMalloc(&device, 64));
  // CHECK: CHECK(ALLOCATE(device, 64));
  CHECK(ALLOCATE(device, 64));
  // CHECK: STREAM_TYPE stream;
  STREAM_TYPE stream;
  // CHECK: CHECK(hipStreamCreate(&stream));
  CHECK(cudaStreamCreate(&stream));
  // CHECK: CALL(hipMemsetAsync, device, 0, 64, stream);
  CALL(cudaMemsetAsync, device, 0, 64, stream);
  // CHECK: CHECK(hipMemcpy(device, device, 4, hipMemcpyDeviceToDevice));
  CHECK(cudaMemcpy(device, device, 4, cudaMemcpyDeviceToDevice));
  CHECK(cudaStreamDestroy(stream));
  return WITH_PARAMETER(-1);
}
