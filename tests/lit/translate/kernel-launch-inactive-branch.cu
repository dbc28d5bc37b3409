// With --hip-kernel-execution-syntax, launches in inactive #if branches are
// rewritten too, token by token: the kernel (a name, with template
// arguments through HIP_KERNEL_NAME), 2 to 4 configuration arguments and the
// argument list, each kept as written, in code and in #define bodies. A
// launch whose pieces cannot be told apart without the AST is reported and
// left as written. --amap does the same whatever
// --skip-excluded-preprocessor-conditional-blocks says; that option alone
// leaves inactive branches as written. Without the launch option, <<<>>>
// stays everywhere (HIP accepts it).
// RUN: %hipify --hip-kernel-execution-syntax --print-stats %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hipify --hip-kernel-execution-syntax --amap --skip-excluded-preprocessor-conditional-blocks --print-stats %s -o %t.amap.hip 2>%t.amap.err
// RUN: diff %t.hip %t.amap.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.amap.err
// RUN: %hip_check %t.hip
// RUN: %hip_check %t.hip -D TWO_BLOCKS -D ON_STREAM -D USE_MACROS
// RUN: %hipify --hip-kernel-execution-syntax --skip-excluded-preprocessor-conditional-blocks %s -o %t.skip.hip 2>%t.skip.err
// RUN: %FileCheck %s --check-prefix=SKIP --input-file=%t.skip.hip
// RUN: %FileCheck %s --check-prefix=NONE --allow-empty --input-file=%t.skip.err
// RUN: %hipify %s -o %t.plain.hip 2>%t.plain.err
// RUN: %FileCheck %s --check-prefix=PLAIN --input-file=%t.plain.hip
// RUN: %FileCheck %s --check-prefix=NONE --allow-empty --input-file=%t.plain.err

#include <cuda_runtime.h>

#define GRID 4
#define ARGS data, 2.0f
#define CONFIG 1, 32
#define CHECK_LAUNCH(launch) do { launch; (void)cudaGetLastError(); } while (0)

__global__ void fill(float *data, float value) { data[threadIdx.x] = value; }
template <typename T, int N> __global__ void scale(T *data, T factor) {
  data[threadIdx.x % N] *= factor;
}
__global__ void noop() {}

#ifdef USE_MACROS
// CHECK: #define ZERO(p) hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, p, 0.0f)
#define ZERO(p) fill<<<1, 32>>>(p, 0.0f)
// CHECK: #define LAUNCH(k, ...) hipLaunchKernelGGL(HIP_KERNEL_NAME(k), dim3(1), dim3(1), 0, 0, ##__VA_ARGS__)
#define LAUNCH(k, ...) k<<<1, 1>>>(__VA_ARGS__)
void zero(float *data) {
  ZERO(data);
  LAUNCH(noop);
  LAUNCH(fill, data, 1.0f);
}
#endif

void run(float *data, cudaStream_t stream, bool once, int n) {
#ifdef TWO_BLOCKS
  // CHECK: hipLaunchKernelGGL(fill, dim3(2), dim3(32), 0, 0, data, 1.0f);
  // SKIP: fill<<<2, 32>>>(data, 1.0f);
  // PLAIN: fill<<<2, 32>>>(data, 1.0f);
  fill<<<2, 32>>>(data, 1.0f);
#else
  // CHECK: hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, data, 1.0f);
  // SKIP: hipLaunchKernelGGL(fill, dim3(1), dim3(32), 0, 0, data, 1.0f);
  // PLAIN: fill<<<1, 32>>>(data, 1.0f);
  fill<<<1, 32>>>(data, 1.0f);
#endif
#if defined(ON_STREAM)
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<float, 32>), dim3(GRID), dim3(32), 64 * sizeof(float), stream, data, 2.0f);
  // PLAIN: scale<float, 32><<<GRID, 32, 64 * sizeof(float), stream>>>(data, 2.0f);
  scale<float, 32><<<GRID, 32, 64 * sizeof(float), stream>>>(data, 2.0f);
  // CHECK: hipLaunchKernelGGL(noop, dim3(1), dim3(1), 0, hipStreamPerThread);
  // PLAIN: noop<<<1, 1, 0, hipStreamPerThread>>>();
  noop<<<1, 1, 0, cudaStreamPerThread>>>();
  // CHECK: hipLaunchKernelGGL(fill, dim3(GRID), dim3(32), 0, 0, ARGS);
  fill<<<GRID, 32>>>(ARGS);
  // CHECK: if (once)
  // CHECK-NEXT: hipLaunchKernelGGL(fill, dim3(2, 2), dim3(32), 0, stream, data,
  // CHECK-NEXT:                     /* value */ 3.0f);
  if (once)
    fill<<<dim3(2, 2), 32, 0, stream>>>(data,
                                        /* value */ 3.0f);
  // CHECK: CHECK_LAUNCH(hipLaunchKernelGGL(noop, dim3(1), dim3(1), 0, 0));
  CHECK_LAUNCH(noop<<<1, 1>>>());
  // CHECK: for (int i = 0; i < 2; ++i) hipLaunchKernelGGL(::noop, dim3(1), dim3(1), 0, 0);
  for (int i = 0; i < 2; ++i) ::noop<<<1, 1>>>();
#endif
#ifdef UNSAFE
  // CHECK: fill<<<CONFIG>>>(data, 4.0f);
  // WARN-DAG: {{.*}}kernel-launch-inactive-branch.cu:[[@LINE+1]]:7: warning: '<<<>>>' cannot be rewritten as hipLaunchKernelGGL without the AST (not 2 to 4 configuration arguments as written); left as written (in an inactive #if branch) [skipped-block]
  fill<<<CONFIG>>>(data, 4.0f);
  // CHECK: fill<<<n < 64 ? 1 : 2, 32>>>(data, 5.0f);
  // WARN-DAG: {{.*}}kernel-launch-inactive-branch.cu:[[@LINE+1]]:7: warning: '<<<>>>' cannot be rewritten as hipLaunchKernelGGL without the AST (a '<' in the configuration may open template arguments); left as written (in an inactive #if branch) [skipped-block]
  fill<<<n < 64 ? 1 : 2, 32>>>(data, 5.0f);
  // CHECK: kernels[0]<<<1, 1>>>();
  // WARN-DAG: {{.*}}kernel-launch-inactive-branch.cu:[[@LINE+1]]:13: warning: '<<<>>>' cannot be rewritten as hipLaunchKernelGGL without the AST (the kernel is not a name); left as written (in an inactive #if branch) [skipped-block]
  kernels[0]<<<1, 1>>>();
  // CHECK: (void)noop<<<1, 1>>>();
  // WARN-DAG: {{.*}}kernel-launch-inactive-branch.cu:[[@LINE+1]]:13: warning: '<<<>>>' cannot be rewritten as hipLaunchKernelGGL without the AST (the launch is not a statement or a macro argument of its own); left as written (in an inactive #if branch) [skipped-block]
  (void)noop<<<1, 1>>>();
  // CHECK: fill<<<1, 32>>>
  // WARN-DAG: {{.*}}kernel-launch-inactive-branch.cu:[[@LINE+1]]:7: warning: '<<<>>>' cannot be rewritten as hipLaunchKernelGGL without the AST (its argument list is not written after it){{.*}}
  fill<<<1, 32>>>
#ifdef TWICE
      (data, 6.0f);
#else
      (data, 7.0f);
#endif
#endif
}

// WARN: [HIPIFY] info: CONVERTED refs by names:
// WARN-NEXT: <<<>>>: 10

// NONE-NOT: warning
