#pragma once
#include "host_defines.h"
struct __device_builtin__ __builtin_align__(8) float2 { float x, y; };
struct __device_builtin__ __builtin_align__(16) float4 { float x, y, z, w; };
struct __device_builtin__ __builtin_align__(16) double2 { double x, y; };
struct __device_builtin__ int2 { int x, y; };
struct __device_builtin__ uint3 { unsigned int x, y, z; };
struct __device_builtin__ dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
};
static __inline__ __host__ __device__ float2 make_float2(float x, float y) {
  return {x, y};
}
static __inline__ __host__ __device__ float4 make_float4(float x, float y,
                                                         float z, float w) {
  return {x, y, z, w};
}
