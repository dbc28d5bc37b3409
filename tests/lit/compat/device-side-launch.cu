// A kernel launching a kernel (dynamic parallelism) parses in clang only with
// relocatable device code ("kernel launch from __device__ or __global__
// function requires relocatable device code"); nvcc needs -rdc=true too, but
// a file named without a compile database carries no flags. The driver
// always passes -fgpu-rdc (no cost measured, no other effect on a host-only
// parse), so the file converts. HIP has no device-side launch (hipcc rejects
// it, in either syntax): it is left as written and reported where it is, with
// or without --hip-kernel-execution-syntax; the host's launch is converted.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hipify --hip-kernel-execution-syntax %s -o %t.syntax.hip 2> %t.syntax.err
// RUN: %FileCheck %s --check-prefix=SYNTAX --input-file=%t.syntax.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.syntax.err
// Names only: hipcc rejects the device-side launch.
// RUN: %hip_names %t.hip
// RUN: %hip_names %t.syntax.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

__global__ void child(int *p) { p[threadIdx.x] = 1; }

__global__ void parent(int *p) {
  // CHECK: child<<<1, 32>>>(p);
  // SYNTAX: child<<<1, 32>>>(p);
  // WARN: {{.*}}device-side-launch.cu:[[@LINE+1]]:3: warning: '<<<>>>' launches a kernel from device code (dynamic parallelism), which HIP does not support; left as written [kernel-launch]
  child<<<1, 32>>>(p);
}

int main() {
  int *p = nullptr;
  // CHECK: hipMalloc(&p, 32 * sizeof(int));
  cudaMalloc(&p, 32 * sizeof(int));
  // CHECK: parent<<<1, 1>>>(p);
  // SYNTAX: hipLaunchKernelGGL(parent, dim3(1), dim3(1), 0, 0, p);
  parent<<<1, 1>>>(p);
  // CHECK: return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
// WARN-NOT: {{.*}}warning{{.*}}
