// User definitions of what HIP's headers declare with the same parameters
// (mappings/hip-declarations.map) are reported, with HIP's declaration in
// the note: an identical one is a redefinition, one differing in references
// (or in HIP's defaulted parameters) ties with HIP's at every call. HIP's
// vector operators that are templates lose to the user's (no report); a
// host-only function does not meet a device-only one. HIP 6.4 makes the
// conversion fail on all three (Debian's HIP 5.2 on two: it has no
// operator* of two vectors).
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=note:
// RUN: %hip_check %t.hip > %t.out; test $? -eq 1
// RUN: grep -q "redefinition of 'atomicMax'" %t.out
// RUN: grep -q "use of overloaded operator '\*=' is ambiguous" %t.out

#include <cuda_runtime.h>

// CHECK: {{.*}}provided-by-hip.cu:[[@LINE+2]]:19: warning: 'atomicMax(double *, double)' is defined by HIP's headers too: the converted code redefines it [provided-by-hip]
// CHECK-NEXT: note: HIP declares 'atomicMax(double *, double)' in hip/amd_detail/amd_hip_atomic.h, and on NVIDIA in hip/nvidia_detail/nvidia_hip_atomics.h
__device__ double atomicMax(double *address, double value) {
  unsigned long long *bits = (unsigned long long *)address;
  unsigned long long old = *bits, assumed;
  do {
    assumed = old;
    old = atomicCAS(bits, assumed,
                    __double_as_longlong(fmax(value, __longlong_as_double(assumed))));
  } while (assumed != old);
  return __longlong_as_double(old);
}

// Complex products, not HIP's component-wise ones (an operator computing
// what HIP's does is kept from HIP on AMD instead:
// compiles/vector-operators-same-as-hip.cu).
// CHECK: {{.*}}provided-by-hip.cu:[[@LINE+2]]:35: warning: 'operator*(float2, float2)' has the parameters of HIP's own 'operator*(float2, const float2 &)': calls of either become ambiguous [provided-by-hip]
// CHECK-NEXT: note: HIP declares 'operator*(float2, const float2 &)' in hip/amd_detail/amd_hip_vector_types.h (HIP 6.4; not HIP 5.2)
inline __host__ __device__ float2 operator*(float2 a, float2 b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

// CHECK: {{.*}}provided-by-hip.cu:[[@LINE+2]]:33: warning: 'operator*=(float2 &, float2)' has the parameters of HIP's own 'operator*=(float2 &, const float2 &)': calls of either become ambiguous [provided-by-hip]
// CHECK-NEXT: note: HIP declares 'operator*=(float2 &, const float2 &)' in hip/amd_detail/amd_hip_vector_types.h
inline __host__ __device__ void operator*=(float2 &a, float2 b) {
  a = a * b;
}

// HIP's operator+ of two vectors, and of a vector and a scalar, are
// templates: the user's are called.
inline __host__ __device__ float2 operator+(float2 a, float2 b) {
  return make_float2(a.x + b.x, a.y + b.y);
}
inline __host__ __device__ float2 operator*(float2 a, float s) {
  return make_float2(a.x * s, a.y * s);
}

// HIP's atomicMin(double *, double) is device code only.
__host__ double atomicMin(double *address, double value) { return *address; }

namespace mine {
__device__ double atomicMax(double *address, double value) { return *address; }
} // namespace mine

__global__ void kernel(float2 *p, double *d) {
  float2 a = p[0], b = p[1];
  a *= b;
  p[2] = a + b + a * 2.0f;
  p[3] = a * b;
  atomicMax(d, 1.0);
}
