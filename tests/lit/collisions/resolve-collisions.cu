// --resolve-collisions keeps a redefinition of one of HIP's device
// functions from the HIP platforms whose headers define it: from AMD and
// NVIDIA for atomicMax(double *, double), which both define, from AMD only
// for atomicMax_system(double *, double). The definition is put between
// `#if <condition>` and `#endif` lines, and the report says so. An operator tying with HIP's is only reported when its
// meaning is the user's own (a complex product of float2), and so is a
// definition sharing a line with other code (resolve-shared-line.cu). The
// output compiles.
// RUN: %hipify %s -o %t.hip --resolve-collisions 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=note:
// RUN: %hip_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda_runtime.h>

// CHECK: /// The old-architecture fallback.
// CHECK-NEXT: #if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__) // hip/amd_detail/amd_hip_atomic.h and hip/nvidia_detail/nvidia_hip_atomics.h define it
// CHECK-NEXT: static __device__ double atomicMax(double *address, double value) {
// CHECK-NEXT:   return *address < value ? *address = value : *address;
// CHECK-NEXT: } // atomicMax
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// WARN: {{.*}}resolve-collisions.cu:[[@LINE+3]]:26: warning: 'atomicMax(double *, double)' is defined by HIP's headers too: the converted code redefines it; kept from HIP on AMD and NVIDIA by #if !defined(__HIP_PLATFORM_AMD__) && !defined(__HIP_PLATFORM_NVIDIA__) [provided-by-hip]
// WARN-NEXT: note: HIP declares 'atomicMax(double *, double)' in hip/amd_detail/amd_hip_atomic.h, and on NVIDIA in hip/nvidia_detail/nvidia_hip_atomics.h
/// The old-architecture fallback.
static __device__ double atomicMax(double *address, double value) {
  return *address < value ? *address = value : *address;
} // atomicMax

// CHECK: #if !defined(__HIP_PLATFORM_AMD__) // hip/amd_detail/amd_hip_atomic.h defines it
// CHECK-NEXT: __device__ double atomicMax_system(double *address, double value) {
// CHECK-NEXT:   return atomicMax(address, value);
// CHECK-NEXT: }
// CHECK-NEXT: #endif
// WARN: {{.*}}resolve-collisions.cu:[[@LINE+2]]:19: warning: 'atomicMax_system(double *, double)' is defined by HIP's headers too: the converted code redefines it; kept from HIP on AMD by #if !defined(__HIP_PLATFORM_AMD__) [provided-by-hip]
// WARN-NEXT: note: HIP declares 'atomicMax_system(double *, double)' in hip/amd_detail/amd_hip_atomic.h
__device__ double atomicMax_system(double *address, double value) {
  return atomicMax(address, value);
}

// CHECK: inline __host__ __device__ void operator*=(float2 &a, float2 b) {
// WARN: {{.*}}resolve-collisions.cu:[[@LINE+2]]:33: warning: 'operator*=(float2 &, float2)' has the parameters {{.*}}: calls of either become ambiguous [provided-by-hip]
// WARN-NEXT: note: HIP declares 'operator*=(float2 &, const float2 &)' {{.*}}
inline __host__ __device__ void operator*=(float2 &a, float2 b) {
  a = make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

__global__ void kernel(double *d) { atomicMax_system(d, 1.0); }
