// nvcc's runtime header includes <stdio.h>, <time.h> and <assert.h>
// (crt/common_functions.h), which clang's CUDA mode skips: the tool's compat
// header includes them, so a source relying on them converts. The output
// needs nothing added: HIP's runtime header includes them too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify %s -o %t/out.hip 2> %t/err
// RUN: %FileCheck %s --input-file=%t/out.hip
// RUN: test ! -s %t/err
// RUN: %hip_check %t/out.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK: void report(int n) {
void report(int n) {
  assert(n >= 0);
  // CHECK: printf("%d at %ld\n", n, (long)time(nullptr));
  printf("%d at %ld\n", n, (long)time(nullptr));
  // CHECK: fprintf(stderr, "done\n");
  fprintf(stderr, "done\n");
  // CHECK: hipDeviceSynchronize();
  cudaDeviceSynchronize();
}
