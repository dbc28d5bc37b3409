// Runtime APIs HIP lacks are left as written and reported on stderr with
// their location, clang style; the rest of the file is still converted, and
// so is a user macro body (where the report points at the #define).
// hipcc would reject the unconverted CUDA calls, so only the HIP names of the
// output are checked (%hip_names).
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hip_names %t.hip

#include <cuda_runtime.h>
#include <cstdio>

// CHECK: #define RESET_L2() cudaCtxResetPersistingL2Cache()
// WARN-DAG: {{.*}}unsupported-runtime.cu:[[@LINE+1]]:20: warning: 'cudaCtxResetPersistingL2Cache' is unsupported in HIP [user-macro-body]
#define RESET_L2() cudaCtxResetPersistingL2Cache()

int main() {
  // CHECK: hipStream_t stream;
  cudaStream_t stream;
  // CHECK: hipStreamCreate(&stream);
  cudaStreamCreate(&stream);
  unsigned long long id = 0;
  // CHECK: cudaStreamGetId(stream, &id);
  // WARN-DAG: {{.*}}unsupported-runtime.cu:[[@LINE+1]]:3: warning: 'cudaStreamGetId' is unsupported in HIP [identifier]
  cudaStreamGetId(stream, &id);
  RESET_L2();
  // CHECK: printf("%llu %d\n", id, hipDeviceSynchronize());
  printf("%llu %d\n", id, cudaDeviceSynchronize());
  return 0;
}
