#pragma once
#include "vector_types.h"
typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;
__host__ __device__ static __inline__ float cuCrealf(cuFloatComplex x) {
  return x.x;
}
__host__ __device__ static __inline__ cuFloatComplex make_cuFloatComplex(float r,
                                                                   float i) {
  return {r, i};
}
__host__ __device__ static __inline__ cuFloatComplex cuCmulf(cuFloatComplex x,
                                                       cuFloatComplex y) {
  return {x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x};
}
