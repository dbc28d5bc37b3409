// CUDA's fp8 types are the OCP formats: they become HIP's OCP types
// (__hip_fp8_e4m3, __HIP_E4M3), never HIP's other fp8 formats, whose
// exponent bias and NaN encoding differ (the same bits would be other
// numbers).
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip --implicit-check-not='{{[f]nuz|[F]NUZ}}'
// RUN: %hip_check %t.hip

// CHECK: #include "hip/hip_fp8.h"
#include "cuda_fp8.h"

// CHECK: __global__ void toFp8(const float *in, __hip_fp8_storage_t *out, __hip_fp8_e4m3 *boxed) {
__global__ void toFp8(const float *in, __nv_fp8_storage_t *out, __nv_fp8_e4m3 *boxed) {
  int i = threadIdx.x;
  // CHECK: out[i] = __hip_cvt_float_to_fp8(in[i], __HIP_SATFINITE, __HIP_E4M3);
  out[i] = __nv_cvt_float_to_fp8(in[i], __NV_SATFINITE, __NV_E4M3);
  // CHECK: boxed[i] = __hip_fp8_e4m3(in[i]);
  boxed[i] = __nv_fp8_e4m3(in[i]);
}

// CHECK: __host__ __device__ __hip_fp8x2_e5m2 pair(float2 v) { return __hip_fp8x2_e5m2(v); }
__host__ __device__ __nv_fp8x2_e5m2 pair(float2 v) { return __nv_fp8x2_e5m2(v); }
