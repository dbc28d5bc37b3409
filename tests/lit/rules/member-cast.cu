// CUDA's __half2 members x and y are __half; HIP 5.2 declares them unsigned
// short (HIP 6.4: __half). For a target before 6.4 every use of one is cast
// to what CUDA's member is, so that `(float)h.x` converts a half, not the
// bits as an integer: reinterpret_cast<half&> where the object is spelled
// half2, <__half&> where __half2, <const ...&> on a const object.
// RUN: %hipify %s -o %t.52.hip --hip-version=5.2
// RUN: %FileCheck %s --input-file=%t.52.hip
// RUN: %hip52_check %t.52.hip
// RUN: %hipify %s -o %t.63.hip --hip-version=6.3
// RUN: %FileCheck %s --input-file=%t.63.hip
// RUN: %hip_check %t.63.hip
// From 6.4 on the members are what CUDA's are: nothing to cast.
// RUN: %hipify %s -o %t.64.hip
// RUN: %FileCheck %s --check-prefix=HIP64 --input-file=%t.64.hip
// RUN: %hip64_check %t.64.hip

// CHECK: #include <hip/hip_fp16.h>
#include <cuda_fp16.h>

typedef __half2 pair_t;

// CHECK: __global__ void widen(half2 *in, const __half2 *fixed, pair_t p, float *out) {
// HIP64: __global__ void widen(half2 *in, const __half2 *fixed, pair_t p, float *out) {
__global__ void widen(half2 *in, const __half2 *fixed, pair_t p, float *out) {
  half2 h = in[threadIdx.x];
  // CHECK: out[0] = (float)reinterpret_cast<half&>(h.x);
  // HIP64: out[0] = (float)h.x;
  out[0] = (float)h.x;
  // CHECK: out[1] = __half2float(reinterpret_cast<half&>(in[1].y));
  // HIP64: out[1] = __half2float(in[1].y);
  out[1] = __half2float(in[1].y);
  // CHECK: out[2] = static_cast<float>(reinterpret_cast<const __half&>(fixed->x));
  // HIP64: out[2] = static_cast<float>(fixed->x);
  out[2] = static_cast<float>(fixed->x);
  // CHECK: __half sum = reinterpret_cast<__half&>(p.x) + reinterpret_cast<__half&>(p.y);
  // HIP64: __half sum = p.x + p.y;
  __half sum = p.x + p.y;
  // CHECK: reinterpret_cast<half&>(h.y) = sum;
  // HIP64: h.y = sum;
  h.y = sum;
  // CHECK: out[3] = __half2float(*&reinterpret_cast<half&>(h.y));
  // HIP64: out[3] = __half2float(*&h.y);
  out[3] = __half2float(*&h.y);
}
