// Inactive #if branches have no AST: by default their tokens are renamed by
// spelling (includes too; comments and strings are left alone), and
// --skip-excluded-preprocessor-conditional-blocks leaves them as written.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip
// RUN: %hipify --skip-excluded-preprocessor-conditional-blocks %s -o %t.skip.hip
// RUN: %FileCheck %s --check-prefix=SKIP --input-file=%t.skip.hip
// RUN: %hip_check %t.skip.hip

#include <cuda_runtime.h>

#define USE_EVENTS 0

int main() {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
#if USE_EVENTS
  // CHECK: hipEvent_t start;
  // SKIP: cudaEvent_t start;
  cudaEvent_t start;
  // CHECK: hipEventRecord(start, stream);
  // SKIP: cudaEventRecord(start, stream);
  cudaEventRecord(start, stream);
// CHECK: #include <hip/hip_runtime_api.h>
// SKIP: #include <cuda_profiler_api.h>
#include <cuda_profiler_api.h>
  // The first token after a skipped include line is renamed too.
  // CHECK: hipEventSynchronize(start);
  // SKIP: cudaEventSynchronize(start);
cudaEventSynchronize(start);
#else
  // CHECK: hipStreamSynchronize(stream);
  // SKIP: hipStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
#endif
#ifdef NOT_DEFINED_ANYWHERE
  // CHECK: hipDeviceProp_t props; // cudaMalloc in a comment
  // SKIP: cudaDeviceProp props; // cudaMalloc in a comment
  cudaDeviceProp props; // cudaMalloc in a comment
  // CHECK: const char *name = "cudaMalloc";
  const char *name = "cudaMalloc";
  // CHECK: userHelper(hipMemcpyHostToDevice);
  // SKIP: userHelper(cudaMemcpyHostToDevice);
  userHelper(cudaMemcpyHostToDevice);
#endif
  // CHECK: hipStreamDestroy(stream);
  // SKIP: hipStreamDestroy(stream);
  cudaStreamDestroy(stream);
  return 0;
}
