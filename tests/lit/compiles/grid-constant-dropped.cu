// '__grid_constant__' only says where a __global__ function's const
// parameter lives; HIP has no such hint and does not know the name. It is
// removed with the blanks after it, the parameter stays const, and each
// removal is reported with the reason (mappings/device.tsv's 'why=').
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda_runtime.h>

// Tested, the name stays: HIP leaves it undefined, which is what it means.
// CHECK: #ifdef __grid_constant__
#ifdef __grid_constant__
#define HAS_GRID_CONSTANT 1
#endif

struct Params {
  float scale;
  int n;
};

// CHECK: __global__ void scaleAll(const Params p, float *out) {
// WARN: {{.*}}grid-constant-dropped.cu:[[@LINE+1]]:39: warning: '__grid_constant__' removed: a hint that a kernel's const parameter stays in the parameter space; HIP has none, and the parameter stays const [macro-reference]
__global__ void scaleAll(const Params __grid_constant__ p, float *out) {
  out[threadIdx.x] *= p.scale;
}

// CHECK: __global__ void fill(const Params p,
// CHECK-NEXT:                      const int q, float *out) {
// WARN: {{.*}}grid-constant-dropped.cu:[[@LINE+2]]:28: warning: '__grid_constant__' removed: a hint that a kernel's const parameter stays in the parameter space; HIP has none, and the parameter stays const [macro-reference]
// WARN: {{.*}}grid-constant-dropped.cu:[[@LINE+2]]:28: warning: '__grid_constant__' removed: a hint that a kernel's const parameter stays in the parameter space; HIP has none, and the parameter stays const [macro-reference]
__global__ void fill(const __grid_constant__ Params p,
                     const __grid_constant__ int q, float *out) {
  out[threadIdx.x] = p.scale * q;
}
