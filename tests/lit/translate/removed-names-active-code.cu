// Code written for an older CUDA uses names CUDA has removed since: with the
// installed toolkit they are undeclared, so clang cannot parse the calls and
// types (`--best-effort` converts the file all the same). No declaration can
// prove such a name, and none is needed: spelled in the user's code and not
// declared there, it is CUDA's old name. It is converted where HIP has it,
// and reported, saying which CUDA removed it, where HIP does not.
// RUN: %hipify --best-effort %s -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err

#include <cuda_runtime.h>
#include <cuda.h>

// A function of the user's with a removed name stays the user's.
namespace mine {
// CHECK: int cudaProfilerInitialize() { return 0; }
int cudaProfilerInitialize() { return 0; }
}

void legacy(float *d, size_t n, cudaTextureObject_t obj) {
  // CHECK: hipLaunchParams params;
  cudaLaunchParams params;
  // CHECK: hipKernelNodeAttrValue value;
  CUkernelNodeAttrValue_union value;
  // CHECK: hipMemAllocNodeParams alloc;
  CUDA_MEM_ALLOC_NODE_PARAMS_st alloc;
  // CHECK: hipComputeMode mode = hipComputeModeExclusive;
  CUcomputemode mode = CU_COMPUTEMODE_EXCLUSIVE;
  // ERR: {{.*}}removed-names-active-code.cu:[[#@LINE+2]]:3: warning: 'cudaCreateTextureObject_v2' is unsupported in HIP (removed in CUDA 12.0); use 'cudaCreateTextureObject' instead [unconverted-audit]
  // CHECK: cudaCreateTextureObject_v2(&obj, nullptr, nullptr, nullptr);
  cudaCreateTextureObject_v2(&obj, nullptr, nullptr, nullptr);
  // CHECK: mine::cudaProfilerInitialize();
  mine::cudaProfilerInitialize();
}
