// nvcc declares host overloads of unqualified min/max; clang's CUDA mode only
// has device ones ("no matching function for call to 'min'"): the compat
// preamble adds them, so host code using them converts (and is left as is).
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <algorithm>

__global__ void clampKernel(float *data, int n) {
  // CHECK: data[0] = min(data[0], 1.0f);
  data[0] = min(data[0], 1.0f);
  // CHECK: data[1] = max(n, 2);
  data[1] = max(n, 2);
}

// CHECK: int hostMin(int a, int b) { return min(a, b); }
int hostMin(int a, int b) { return min(a, b); }
// CHECK: unsigned hostMixed(unsigned a, int b) { return max(a, b); }
unsigned hostMixed(unsigned a, int b) { return max(a, b); }
// CHECK: double hostMax(float a, double b) { return max(a, b); }
double hostMax(float a, double b) { return max(a, b); }
// CHECK: int hostStd(int a, int b) { return std::min(a, b) + std::max(a, b); }
int hostStd(int a, int b) { return std::min(a, b) + std::max(a, b); }

int main() {
  float *data = nullptr;
  // CHECK: hipMalloc(&data, 2 * sizeof(float));
  cudaMalloc(&data, 2 * sizeof(float));
  clampKernel<<<1, 1>>>(data, hostMin(2, 3));
  return hostStd(1, 2) > 0 ? 0 : 1;
}
