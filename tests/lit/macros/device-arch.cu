// __CUDA_ARCH__ has two uses. Tested for being defined, or as a truth value,
// it means "this is the device pass": HIP's __HIP_DEVICE_COMPILE__. Compared
// with a compute capability, it has no HIP equivalent (AMD GPUs have none):
// kept, and reported [device-arch] with the HIP feature tests to use.
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__device__ float fastScale(float x) {
// A test whose condition or branches use the value is kept with it
// (device-arch-guards-value.cu).
// CHECK: #if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
// ERR: {{.*}}device-arch.cu:[[@LINE+2]]:13: warning: '__CUDA_ARCH__' is tested where the code it guards uses its value, which has no HIP equivalent; the test is kept with it; in HIP use __HIP_ARCH_HAS_*__/__gfx*__ instead [device-arch] [macro-reference]
// ERR: {{.*}}device-arch.cu:[[@LINE+1]]:31: warning: '__CUDA_ARCH__' is used for its value, which has no HIP equivalent; in HIP use __HIP_ARCH_HAS_*__/__gfx*__ instead [device-arch] [macro-reference]
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  return x * 2.0f;
// CHECK: #elif __HIP_DEVICE_COMPILE__
#elif __CUDA_ARCH__
  return x + x;
#else
  return x;
#endif
}

// CHECK: #ifdef __HIP_DEVICE_COMPILE__
#ifdef __CUDA_ARCH__
#define ON_DEVICE 1
#else
#define ON_DEVICE 0
#endif

// CHECK: #ifdef __CUDA_ARCH__
// ERR: {{.*}}device-arch.cu:[[@LINE+1]]:8: warning: '__CUDA_ARCH__' is tested where the code it guards uses its value, which has no HIP equivalent; the test is kept with it; in HIP use __HIP_ARCH_HAS_*__/__gfx*__ instead [device-arch] [macro-reference]
#ifdef __CUDA_ARCH__
// A nested test in an inactive branch is judged the same way.
// CHECK: #if 700 <= __CUDA_ARCH__
// ERR: {{.*}}device-arch.cu:[[@LINE+1]]:12: warning: '__CUDA_ARCH__' is used for its value, which has no HIP equivalent; in HIP use __HIP_ARCH_HAS_*__/__gfx*__ instead [device-arch] (in an inactive #if branch) [skipped-block]
#if 700 <= __CUDA_ARCH__
#define HAS_VOLTA 1
#endif
#endif

// CHECK: #if !defined(__HIP_DEVICE_COMPILE__)
#if !defined(__CUDA_ARCH__)
int hostPass = 1;
#endif

// ERR: UNCONVERTED refs count: 4
