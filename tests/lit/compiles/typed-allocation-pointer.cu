// CUDA's C++ template overloads of the stream-ordered and pitched
// allocations take the place of the pointer as a `T **`; HIP 6.4 on AMD has
// template overloads too, HIP's NVIDIA platform only the `void **` form. The
// argument is cast where the call picks CUDA's template overload
// (`wrap=1:pointer` in mappings/runtime.tsv), so that both platforms accept
// it, with a warning; a `void **` already is left alone. The output compiles with HIP 6.4 and
// as HIP on NVIDIA.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda_runtime.h>

void allocate(float **out, int **rows, cudaMemPool_t pool, cudaStream_t s) {
  float *p;
  void *untyped;
  size_t pitch;
  // WARN: {{.*}}typed-allocation-pointer.cu:[[@LINE+2]]:19: warning: cast to 'void **' for cudaMallocAsync, which HIP's NVIDIA platform takes only untyped [argument-wrap]
  // CHECK: hipMallocAsync(reinterpret_cast<void**>(&p), 64 * sizeof(float), s);
  cudaMallocAsync(&p, 64 * sizeof(float), s);
  // CHECK: hipMallocAsync(&untyped, 64, s);
  cudaMallocAsync(&untyped, 64, s);
  // WARN: {{.*}}typed-allocation-pointer.cu:[[@LINE+2]]:27: warning: cast to 'void **' for cudaMallocFromPoolAsync, which HIP's NVIDIA platform takes only untyped [argument-wrap]
  // CHECK: hipMallocFromPoolAsync(reinterpret_cast<void**>(out), 64, pool, s);
  cudaMallocFromPoolAsync(out, 64, pool, s);
  // WARN: {{.*}}typed-allocation-pointer.cu:[[@LINE+2]]:19: warning: cast to 'void **' for cudaMallocPitch, which HIP's NVIDIA platform takes only untyped [argument-wrap]
  // CHECK: hipMallocPitch(reinterpret_cast<void**>(rows), &pitch, 16 * sizeof(int), 4);
  cudaMallocPitch(rows, &pitch, 16 * sizeof(int), 4);
  // CHECK: hipFreeAsync(p, s);
  cudaFreeAsync(p, s);
}
