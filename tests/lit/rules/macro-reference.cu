// Uses of macros the CUDA headers define (stream handles, flags) are
// renamed, including under `defined(...)`; CUDART_VERSION has no HIP
// equivalent and is reported. __CUDACC__ comes from the compiler, not from
// the toolkit, and stays.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

int main() {
  // CHECK: hipStream_t stream;
  cudaStream_t stream;
  // CHECK: hipStreamCreateWithFlags(&stream, hipStreamNonBlocking);
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  cudaEvent_t event;
  // CHECK: hipEventCreateWithFlags(&event, hipEventDisableTiming | hipEventBlockingSync);
  cudaEventCreateWithFlags(&event, cudaEventDisableTiming | cudaEventBlockingSync);
  // CHECK: hipEventRecord(event, hipStreamPerThread);
  cudaEventRecord(event, cudaStreamPerThread);
  void *host = nullptr;
  // CHECK: hipHostMalloc(&host, 64, hipHostMallocDefault);
  cudaHostAlloc(&host, 64, cudaHostAllocDefault);
  // CHECK: #if defined(hipStreamPerThread) && CUDART_VERSION >= 11000
  // WARN: {{.*}}macro-reference.cu:[[@LINE+1]]:37: warning: 'CUDART_VERSION' is unsupported in HIP; in HIP use 'HIP_VERSION' instead [macro-reference]
#if defined(cudaStreamPerThread) && CUDART_VERSION >= 11000
  cudaStreamSynchronize(stream);
#endif
  // CHECK: #ifdef __HIPCC__
#ifdef __CUDACC__
  // CHECK: hipHostFree(host);
  cudaFreeHost(host);
#endif
  return 0;
}
