// Host code calling unqualified isnan/isinf/isfinite compiles with nvcc; with
// clang's CUDA mode only device overloads are visible ("no matching function
// for call to 'isnan'"). The compat preamble makes std's visible globally,
// as nvcc and libstdc++'s <math.h> do; the code converts unchanged.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// hipcc (ROCm 5.2) rejects the host calls just as clang does: the tool keeps
// nvcc-accepted code, it does not rewrite it, so only the names are checked.
// RUN: %hip_names %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cmath>

// CHECK: bool hostValid(double x) { return isfinite(x) && !isnan(x) && !isinf(x); }
bool hostValid(double x) { return isfinite(x) && !isnan(x) && !isinf(x); }
// CHECK: bool hostValidFloat(float x) { return !isnan(x); }
bool hostValidFloat(float x) { return !isnan(x); }

__global__ void scrub(float *a) {
  // CHECK: if (isnan(a[0]) || isinf(a[0]))
  if (isnan(a[0]) || isinf(a[0]))
    a[0] = 0;
}

// CHECK: hipError_t check(double x) { return hostValid(x) ? hipSuccess : hipErrorInvalidValue; }
cudaError_t check(double x) { return hostValid(x) ? cudaSuccess : cudaErrorInvalidValue; }
