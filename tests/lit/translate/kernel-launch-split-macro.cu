// With --hip-kernel-execution-syntax, a launch whose pieces are split
// between a macro's body and its invocation is converted at the invocation,
// as hipify-clang does: the invocation becomes hipLaunchKernelGGL(...) built
// from each piece where it is written (a body's parameters standing for the
// invocation's arguments), and the macro stays as written (it may have other
// uses). Names converted in the pieces are converted in the launch and
// counted once. An invocation that holds more than the launch, and pieces in
// the body of a macro the invoked one expands, are reported and left.
// RUN: %hipify --hip-kernel-execution-syntax --print-stats %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

// CHECK: #define ON_GRID(k) k<<<1, 32>>>
#define ON_GRID(k) k<<<1, 32>>>
// CHECK: #define CFG(g, b) <<<g, b>>>
#define CFG(g, b) <<<g, b>>>
// CHECK: #define SMALL_GRID <<<2, 64>>>
#define SMALL_GRID <<<2, 64>>>
// CHECK: #define ON_STREAM(k, s) k<<<1, 32, 0, s>>>
#define ON_STREAM(k, s) k<<<1, 32, 0, s>>>
// CHECK: #define PER_THREAD(k) k<<<1, 32, 0, hipStreamPerThread>>>
#define PER_THREAD(k) k<<<1, 32, 0, cudaStreamPerThread>>>
#define BLOCKS 4
// CHECK: #define COVER(k, n)                                                            \
// CHECK-NEXT:  k<<<(n + 255) / 256,                                                   \
// CHECK-NEXT:      BLOCKS * 64>>>
#define COVER(k, n)                                                            \
  k<<<(n + 255) / 256,                                                   \
      BLOCKS * 64>>>
// CHECK: #define VA(k, ...) k<<<__VA_ARGS__>>>
#define VA(k, ...) k<<<__VA_ARGS__>>>
// CHECK: #define CHECKED(launch) do { launch; (void)hipGetLastError(); } while (0)
#define CHECKED(launch) do { launch; (void)cudaGetLastError(); } while (0)
#define AFTER_CALL(k) prepare(), k<<<1, 32>>>
#define OUTER(k) ON_GRID(k)
#define SWAP(g, k) k<<<g, 32>>>

__global__ void noop() {}
__global__ void fill(float *data, int n, float value) {
  if (threadIdx.x < n) data[threadIdx.x] = value;
}
// CHECK: __global__ void copyKind(hipMemcpyKind kind, int *out) { *out = kind; }
__global__ void copyKind(cudaMemcpyKind kind, int *out) { *out = kind; }
template <typename T> __global__ void twice(T *data) { data[threadIdx.x] *= 2; }
void prepare() {}

template <typename T> void twiceAll(T *data) {
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(twice<T>), dim3(1), dim3(32), 0, 0, data);
  ON_GRID(twice<T>)(data);
}

void run(float *data, int *out, int count, bool shared, cudaStream_t stream) {
  // The kernel in the invocation, the configuration in the body.
  // CHECK: hipLaunchKernelGGL(noop, dim3(1), dim3(32), 0, 0);
  ON_GRID(noop)();
  // Arguments after the invocation keep their line breaks and comments.
  // CHECK: hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, data, count,
  // CHECK-NEXT:                /* value */ 1.0f);
  ON_GRID(fill)(data, count,
                /* value */ 1.0f);
  // The configuration in the invocation, or in a macro of its own.
  // CHECK: hipLaunchKernelGGL(noop, dim3(2), dim3(64), 0, 0);
  noop CFG(2, 64)();
  // CHECK: hipLaunchKernelGGL(noop, dim3(2), dim3(64), 0, 0);
  noop SMALL_GRID();
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(twice<float>), dim3(1), dim3(32), 0, 0, data);
  ON_GRID(twice<float>)(data);
  twiceAll(data);
  // A stream passed to the macro; CUDA names in the invocation and in the
  // body are converted.
  // CHECK: hipLaunchKernelGGL(noop, dim3(1), dim3(32), 0, stream);
  ON_STREAM(noop, stream)();
  // CHECK: hipLaunchKernelGGL(noop, dim3(1), dim3(32), 0, shared ? hipStreamPerThread : stream);
  ON_STREAM(noop, shared ? cudaStreamPerThread : stream)();
  // CHECK: hipLaunchKernelGGL(copyKind, dim3(1), dim3(32), 0, hipStreamPerThread, hipMemcpyHostToDevice, out);
  ON_STREAM(copyKind, cudaStreamPerThread)(cudaMemcpyHostToDevice, out);
  // CHECK: hipLaunchKernelGGL(noop, dim3(1), dim3(32), 0, hipStreamPerThread);
  PER_THREAD(noop)();
  // A body's expression with a parameter in it, on two lines; a macro the
  // body uses keeps its name.
  // CHECK: hipLaunchKernelGGL(fill, dim3((count + 255) / 256), dim3(BLOCKS * 64), 0, 0, data, count, 0.0f);
  COVER(fill, count)(data, count, 0.0f);
  // Every piece passed through __VA_ARGS__.
  // CHECK: hipLaunchKernelGGL(noop, dim3(1), dim3(32), 0, stream);
  VA(noop, 1, 32, 0, stream)();
  // The invocation written in another macro's argument.
  // CHECK: CHECKED(hipLaunchKernelGGL(fill, dim3((count + 255) / 256), dim3(BLOCKS * 64), 0, 0, data, count, 0.0f));
  CHECKED(COVER(fill, count)(data, count, 0.0f));

  // The invocation holds more than the launch: a comma expression.
  // CHECK: AFTER_CALL(noop)();
  // WARN-DAG: {{.*}}kernel-launch-split-macro.cu:[[@LINE+1]]:14: warning: kernel launch inside an expression is left in <<<>>> syntax: hipLaunchKernelGGL is a statement (do { ... } while (0)) on both HIP platforms [kernel-launch]
  AFTER_CALL(noop)();
  // The configuration is in the body of a macro the invoked one expands.
  // CHECK: OUTER(noop)();
  // WARN-DAG: {{.*}}kernel-launch-split-macro.cu:[[@LINE+1]]:9: warning: kernel launch not written in one file or one macro body is left in <<<>>> syntax [kernel-launch]
  OUTER(noop)();
  // A converted name would move out of its place.
  // CHECK: SWAP(hipMemAttachGlobal, noop)();
  // WARN-DAG: {{.*}}kernel-launch-split-macro.cu:[[@LINE+1]]:29: warning: kernel launch not written in one file or one macro body is left in <<<>>> syntax [kernel-launch]
  SWAP(cudaMemAttachGlobal, noop)();
}

// STATS: [HIPIFY] info: CONVERTED refs by names:
// STATS-NEXT: <<<>>>: 13
// STATS-NEXT: cudaGetLastError: 1
// STATS-NEXT: cudaMemAttachGlobal: 1
// STATS-NEXT: cudaMemcpyHostToDevice: 1
// STATS-NEXT: cudaMemcpyKind: 1
// STATS-NEXT: cudaStreamPerThread: 3
// STATS-NEXT: cudaStream_t: 1
// STATS-NEXT: cuda_runtime.h: 1
