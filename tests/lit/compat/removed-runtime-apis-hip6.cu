// A removed runtime API whose HIP equivalent Debian's HIP 5.2 predates:
// only the HIP names of the output are checked (%hip_names), against HIP 6.3.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check %t.hip

#include <cuda_runtime.h>

int main() {
  size_t heap = 1 << 20;
  // CHECK: hipDeviceSetLimit(hipLimitMallocHeapSize, heap);
  cudaThreadSetLimit(cudaLimitMallocHeapSize, heap);
  return 0;
}
