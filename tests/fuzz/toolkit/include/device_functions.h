#pragma once
#include "driver_types.h"
#include "vector_types.h"
extern const __device__ int warpSize;
extern "C" __device__ void __syncthreads(void);
extern "C" __device__ void __threadfence(void);
__device__ int atomicAdd(int *address, int val);
__device__ float atomicAdd(float *address, float val);
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__device__ unsigned int __activemask(void);
__device__ int __shfl_sync(unsigned int mask, int var, int srcLane,
                           int width = 32);
__device__ float __shfl_down_sync(unsigned int mask, float var,
                                  unsigned int delta, int width = 32);
__device__ float __shfl_xor_sync(unsigned int mask, float var, int laneMask,
                                 int width = 32);
__device__ int __popc(unsigned int x);
__device__ float __expf(float x);
__device__ float __fdividef(float x, float y);
// What clang calls for a launch in device code (-fgpu-rdc).
extern "C" __device__ void *cudaGetParameterBuffer(size_t alignment,
                                                  size_t size);
extern "C" __device__ cudaError_t cudaLaunchDevice(void *func,
                                                   void *parameterBuffer,
                                                   dim3 gridDimension,
                                                   dim3 blockDimension,
                                                   unsigned int sharedMemSize,
                                                   cudaStream_t stream);
