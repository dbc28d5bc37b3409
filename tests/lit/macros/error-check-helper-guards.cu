// A widely copied helper-header pattern: the error-check helpers are defined
// only where the CUDA headers' include guards say the runtime is there. Each
// guard becomes a macro that both of HIP's platforms define once the HIP
// runtime header is included: __DRIVER_TYPES_H__ the guard of
// hip_runtime_api.h, not that of hip/driver_types.h, which HIP's NVIDIA
// platform never defines (there the helpers would vanish). %hip_check
// compiles the output for AMD and checks every HIP macro of its #if lines
// against the macros of HIP's NVIDIA platform.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

// CHECK: #ifdef HIP_INCLUDE_HIP_HIP_RUNTIME_API_H
#ifdef __DRIVER_TYPES_H__
// CHECK: static const char *errorName(hipError_t error) { return hipGetErrorName(error); }
static const char *errorName(cudaError_t error) { return cudaGetErrorName(error); }
#endif

// CHECK: #if defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) && defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H)
#if defined(__CUDA_RUNTIME_H__) && defined(__CUDA_RUNTIME_API_H__)
// CHECK: inline void checkResult(hipError_t result, const char *what) {
inline void checkResult(cudaError_t result, const char *what) {
  // CHECK: if (result != hipSuccess) {
  if (result != cudaSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, errorName(result));
    std::exit(EXIT_FAILURE);
  }
}
#endif

// CHECK: #if !defined(HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H)
#if !defined(__VECTOR_TYPES_H__)
#error "vector types missing"
#endif

// CHECK: #if !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H) || !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H)
#if !defined(__TEXTURE_TYPES_H__) || !defined(__SURFACE_TYPES_H__)
#error "texture and surface types missing"
#endif

// CHECK: #ifndef HIP_INCLUDE_HIP_HIP_RUNTIME_H
#ifndef __CHANNEL_DESCRIPTOR_H__
#error "channel descriptors missing"
#endif

// CHECK: #ifdef HIP_INCLUDE_HIP_HIP_RUNTIME_H
#ifdef __cuda_cuda_h__
// CHECK: static hipError_t driverResult(hipError_t result) { return result; }
static CUresult driverResult(CUresult result) { return result; }
#endif

int main() {
  void *p = nullptr;
  // CHECK: checkResult(hipMalloc(&p, 64), "allocate");
  checkResult(cudaMalloc(&p, 64), "allocate");
  // CHECK: checkResult(hipFree(p), "release");
  checkResult(cudaFree(p), "release");
  return 0;
}

// ERR-NOT: warning
