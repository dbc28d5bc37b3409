// Stand-in for the fuzz targets (README.md): half precision.
#pragma once
#include "host_defines.h"
struct __half {
  unsigned short __x;
};
struct __half2 {
  __half x, y;
};
typedef __half half;
__host__ __device__ __half __float2half(const float a);
__host__ __device__ float __half2float(const __half a);
__device__ __half __hadd(const __half a, const __half b);
__device__ __half2 __hmul2(const __half2 a, const __half2 b);
