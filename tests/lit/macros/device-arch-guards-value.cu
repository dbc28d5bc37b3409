// A test of __CUDA_ARCH__ whose branches use its value is kept as written
// and reported: renamed to __HIP_DEVICE_COMPILE__, it would make live in the
// HIP device pass code that needs a compute capability (which AMD GPUs do
// not have), and `int arch = __CUDA_ARCH__;` would not compile. A test whose
// branches only test it is converted.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__device__ int computeCapability() {
// CHECK: #ifdef __CUDA_ARCH__
// ERR: {{.*}}.cu:[[@LINE+1]]:8: warning: '__CUDA_ARCH__' is tested where the code it guards uses its value, which has no HIP equivalent; the test is kept with it; in HIP use __HIP_ARCH_HAS_*__/__gfx*__ instead [device-arch] [macro-reference]
#ifdef __CUDA_ARCH__
  // ERR: {{.*}}.cu:[[@LINE+1]]:14: warning: '__CUDA_ARCH__' is used for its value{{.*}} (in an inactive #if branch) [skipped-block]
  int arch = __CUDA_ARCH__;
  return arch;
#else
  return 0;
#endif
}

// The value used in the branch where the macro is defined: the #else.
__device__ float scale(float x) {
// CHECK: #if !defined(__CUDA_ARCH__)
// ERR: {{.*}}.cu:[[@LINE+1]]:14: warning: '__CUDA_ARCH__' is tested where the code it guards{{.*}}
#if !defined(__CUDA_ARCH__)
  return x;
#else
  // ERR: {{.*}}.cu:[[@LINE+1]]:22: warning: '__CUDA_ARCH__' is used for its value{{.*}}
  return x * (float)(__CUDA_ARCH__ / 100);
#endif
}

// A nested test of the value, then an unrelated test of the macro alone.
__device__ bool hasFastPath() {
// CHECK: #ifdef __CUDA_ARCH__
// ERR: {{.*}}.cu:[[@LINE+1]]:8: warning: '__CUDA_ARCH__' is tested where the code it guards{{.*}}
#ifdef __CUDA_ARCH__
// ERR: {{.*}}.cu:[[@LINE+1]]:5: warning: '__CUDA_ARCH__' is used for its value{{.*}}
#if __CUDA_ARCH__ >= 700
  return true;
#endif
#endif
// CHECK: #ifdef __HIP_DEVICE_COMPILE__
#ifdef __CUDA_ARCH__
  return false;
#endif
  return false;
}
// ERR-NOT: warning
