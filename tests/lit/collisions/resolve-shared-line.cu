// A definition sharing its lines with other code cannot be put between
// preprocessor lines alone: --resolve-collisions leaves it and reports it.
// RUN: %hipify %s -o %t.hip --resolve-collisions 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning: --implicit-check-not=note:

#include <cuda_runtime.h>

// RUN: ! grep -q "^#if" %t.hip
// CHECK: typedef int Before; __device__ double atomicMin(double *a, double v) { return *a; }
// WARN: {{.*}}resolve-shared-line.cu:[[@LINE+2]]:39: warning: 'atomicMin(double *, double)' is defined by HIP's headers too: the converted code redefines it [provided-by-hip]
// WARN-NEXT: note: HIP declares 'atomicMin(double *, double)' in hip/amd_detail/amd_hip_atomic.h, and on NVIDIA in hip/nvidia_detail/nvidia_hip_atomics.h
typedef int Before; __device__ double atomicMin(double *a, double v) { return *a; }
// CHECK: __device__ float atomicMax(float *a, float v) {
// CHECK-NEXT: return *a; } int After;
// WARN: {{.*}}resolve-shared-line.cu:[[@LINE+2]]:18: warning: 'atomicMax(float *, float)' is defined by HIP's headers too: the converted code redefines it [provided-by-hip]
// WARN-NEXT: note: HIP declares 'atomicMax(float *, float)' in hip/amd_detail/amd_hip_atomic.h, and on NVIDIA in hip/nvidia_detail/nvidia_hip_atomics.h
__device__ float atomicMax(float *a, float v) {
return *a; } int After;
