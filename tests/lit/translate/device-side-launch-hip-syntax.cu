// --hip-kernel-execution-syntax on launches from device code (clang
// configures them with cudaLaunchDevice, six arguments, which the rule once
// took for the <<<>>> configuration and crashed on): in a kernel, in a
// __device__ function, in a kernel template (matched in the pattern and in
// each instantiation: reported once) and in a macro (reported at its use).
// Each is reported and left as written; the host's launches are converted.
// RUN: %hipify --hip-kernel-execution-syntax %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// Names only: hipcc rejects a device-side launch.
// RUN: %hip_names %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK: __global__ void child(int*p){} __global__ void parent(int*p){ child<<<1,32>>>(p); }
// WARN: {{.*}}device-side-launch-hip-syntax.cu:[[@LINE+1]]:63: warning: '<<<>>>' launches a kernel from device code (dynamic parallelism), which HIP does not support; left as written [kernel-launch]
__global__ void child(int*p){} __global__ void parent(int*p){ child<<<1,32>>>(p); }

__device__ void helper(int *p) {
  // CHECK: child<<<dim3(2), 32, 0>>>(p);
  // WARN: {{.*}}device-side-launch-hip-syntax.cu:[[@LINE+1]]:3: warning: '<<<>>>' launches{{.*}}
  child<<<dim3(2), 32, 0>>>(p);
}

template <typename T> __global__ void relaunch(T *p) {
  // CHECK: child<<<1, 1>>>(p);
  // WARN: {{.*}}device-side-launch-hip-syntax.cu:[[@LINE+1]]:3: warning: '<<<>>>' launches{{.*}}
  child<<<1, 1>>>(p);
}

#define RELAUNCH(k, p) k<<<1, 1>>>(p)
// CHECK: #define RELAUNCH(k, p) k<<<1, 1>>>(p)

__global__ void viaMacro(int *p) {
  // CHECK: RELAUNCH(child, p);
  // WARN: {{.*}}device-side-launch-hip-syntax.cu:[[@LINE+1]]:12: warning: '<<<>>>' launches{{.*}}
  RELAUNCH(child, p);
}

void host(int *p) {
  // CHECK: hipLaunchKernelGGL(parent, dim3(1), dim3(1), 0, 0, p);
  parent<<<1, 1>>>(p);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(relaunch<int>), dim3(1), dim3(1), 0, 0, p);
  relaunch<int><<<1, 1>>>(p);
  // CHECK: hipLaunchKernelGGL(viaMacro, dim3(1), dim3(1), 0, 0, p);
  viaMacro<<<1, 1>>>(p);
}
// WARN-NOT: {{.*}}warning{{.*}}
