// --amap converts as much as possible: inactive #if branches too, token by
// token, whatever --skip-excluded-preprocessor-conditional-blocks (or its
// alias --default-preprocessor) says, as hipify-clang does. A name HIP lacks
// there is written all the same and reported as unsupported. Without --amap
// the skip option keeps its meaning (inactive-branches.cu).
// RUN: %hipify --amap --skip-excluded-preprocessor-conditional-blocks %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hipify --amap --default-preprocessor %s -o %t.alias.hip 2>/dev/null
// RUN: diff %t.hip %t.alias.hip
// RUN: %hip_check %t.hip --allow hipCtxResetPersistingL2Cache
// RUN: %hip_check %t.hip --allow hipCtxResetPersistingL2Cache -D DOUBLE_PRECISION
// RUN: %hipify --skip-excluded-preprocessor-conditional-blocks %s -o %t.skip.hip
// RUN: %FileCheck %s --check-prefix=SKIP --input-file=%t.skip.hip

// CHECK: #include <hip/hip_complex.h>
#include <cuComplex.h>
#include <cuda_runtime.h>

#ifdef DOUBLE_PRECISION
// CHECK: #define TYPE hipDoubleComplex
// CHECK-NEXT: #define MAKE make_hipDoubleComplex
// SKIP: #define TYPE cuDoubleComplex
// SKIP-NEXT: #define MAKE make_cuDoubleComplex
#define TYPE cuDoubleComplex
#define MAKE make_cuDoubleComplex
#else
// CHECK: #define TYPE hipFloatComplex
// CHECK-NEXT: #define MAKE make_hipFloatComplex
// SKIP: #define TYPE hipFloatComplex
// SKIP-NEXT: #define MAKE make_hipFloatComplex
#define TYPE cuFloatComplex
#define MAKE make_cuFloatComplex
#endif

void clear(TYPE *data, int n, cudaStream_t stream) {
  // CHECK: hipMemsetAsync(data, 0, n * sizeof(TYPE), stream);
  cudaMemsetAsync(data, 0, n * sizeof(TYPE), stream);
  data[0] = MAKE(1, 0);
#if defined(LEGACY_L2_CONTROL)
  // CHECK: hipCtxResetPersistingL2Cache();
  // SKIP: cudaCtxResetPersistingL2Cache();
  // WARN: {{.*}}amap-inactive-branches.cu:[[@LINE+1]]:3: warning: 'cudaCtxResetPersistingL2Cache' is unsupported in HIP; written as 'hipCtxResetPersistingL2Cache' (--amap)
  cudaCtxResetPersistingL2Cache();
#endif
}
