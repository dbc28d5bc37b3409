// With --hip-kernel-execution-syntax, a launch written in a macro body is
// converted in the body, once for every expansion: the macro's parameters
// stay where they are, a kernel passed as a parameter is named through
// HIP_KERNEL_NAME (it may be a template in some expansion), and variadic
// arguments that may be empty follow `, ##`. A launch whose pieces are
// split between a macro and its invocation is converted at the invocation,
// the macro left as written (kernel-launch-split-macro.cu).
// RUN: %hipify --hip-kernel-execution-syntax %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

// CHECK: #define LAUNCH(k, g, b, ...) hipLaunchKernelGGL(HIP_KERNEL_NAME(k), dim3(g), dim3(b), 0, 0, ##__VA_ARGS__)
#define LAUNCH(k, g, b, ...) k<<<g, b>>>(__VA_ARGS__)
// CHECK: #define LAUNCH_ON(stream, k, ...)                                              \
// CHECK-NEXT:  do {                                                                           \
// CHECK-NEXT:    hipLaunchKernelGGL(HIP_KERNEL_NAME(k), dim3(1), dim3(64), 0, stream, ##__VA_ARGS__);                                  \
// CHECK-NEXT:    (void)hipGetLastError();                                                  \
// CHECK-NEXT:  } while (0)
#define LAUNCH_ON(stream, k, ...)                                              \
  do {                                                                           \
    k<<<1, 64, 0, stream>>>(__VA_ARGS__);                                  \
    (void)cudaGetLastError();                                                  \
  } while (0)
// CHECK: #define ZERO(p, n) hipLaunchKernelGGL(fill, dim3((n + 255) / 256), dim3(256), 0, 0, p, n, 0.0f)
#define ZERO(p, n) fill<<<(n + 255) / 256, 256>>>(p, n, 0.0f)
// CHECK: #define ON_GRID(k) k<<<1, 32>>>
#define ON_GRID(k) k<<<1, 32>>>

__global__ void fill(float *data, int n, float value) {
  if (threadIdx.x < n) data[threadIdx.x] = value;
}
__global__ void noop() {}
template <typename T> __global__ void twice(T *data) { data[threadIdx.x] *= 2; }

void run(float *data, cudaStream_t stream) {
  // CHECK: LAUNCH(fill, 1, 32, data, 32, 1.0f);
  LAUNCH(fill, 1, 32, data, 32, 1.0f);
  // CHECK: LAUNCH(noop, 1, 1);
  LAUNCH(noop, 1, 1);
  // CHECK: LAUNCH(twice<float>, dim3(2, 2), 32, data);
  LAUNCH(twice<float>, dim3(2, 2), 32, data);
  // CHECK: LAUNCH_ON(stream, twice, data);
  LAUNCH_ON(stream, twice, data);
  // CHECK: ZERO(data, 32);
  ZERO(data, 32);
  // CHECK: hipLaunchKernelGGL(noop, dim3(1), dim3(32), 0, 0);
  // WARN-NOT: warning
  ON_GRID(noop)();
}
