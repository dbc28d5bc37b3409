// A name HIP added after the targeted version is left as written and
// reported with the version that adds it; it counts as unconverted. The
// default target is the HIP the tests compile against (6.4), so
// HIP 7.0's launch API is not emitted unless --hip-version=7.0 asks for it.
// RUN: %hipify %s -o %t.hip --print-stats 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// The names left as written do not compile with any HIP before 7.0: only the
// HIP names of the output are checked.
// RUN: %hip_names %t.hip
// RUN: %hipify %s -o %t.7.hip --hip-version=7.0 2>%t.7.err
// RUN: %FileCheck %s --check-prefix=HIP7 --input-file=%t.7.hip
// RUN: %FileCheck %s --check-prefix=HIP7-WARN --allow-empty --input-file=%t.7.err

#include <cuda_runtime.h>

__global__ void fill(int *p) { p[threadIdx.x] = 1; }

int main() {
  int *p = nullptr;
  // CHECK: hipMalloc(&p, 64 * sizeof(int));
  // HIP7: hipMalloc(&p, 64 * sizeof(int));
  cudaMalloc(&p, 64 * sizeof(int));
  // CHECK: cudaLaunchConfig_t config = {};
  // HIP7: hipLaunchConfig_t config = {};
  // WARN: {{.*}}newer-than-target.cu:[[@LINE+1]]:3: warning: 'cudaLaunchConfig_t' needs HIP 7.0 (target: 6.4); left as written [identifier]
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(1);
  config.blockDim = dim3(64);
  // CHECK: cudaLaunchKernelEx(&config, fill, p);
  // HIP7: hipLaunchKernelEx(&config, fill, p);
  // WARN: {{.*}}newer-than-target.cu:[[@LINE+1]]:3: warning: 'cudaLaunchKernelEx' needs HIP 7.0 (target: 6.4); left as written [identifier]
  cudaLaunchKernelEx(&config, fill, p);
  // CHECK: hipFree(p);
  // HIP7: hipFree(p);
  cudaFree(p);
  return 0;
}
// WARN: [HIPIFY] info: file '{{.*}}newer-than-target.cu' statistics:
// WARN-NEXT:   CONVERTED refs count: 3
// WARN-NEXT:   UNCONVERTED refs count: 2
// HIP7-WARN-NOT: warning
