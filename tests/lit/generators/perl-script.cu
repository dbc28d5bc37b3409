// The hipify-perl script --perl writes, on a small source: whole names only
// (cudaMallocHost is not taken for cudaMalloc, a user's cudaMallocCount is
// left alone), names in string literals but not in comments, include paths,
// the HIP runtime header first (the CUDA runtime's own include dropped),
// the HIP name chosen by argument count, launches rewritten with
// -hip-kernel-execution-syntax, warnings for names HIP lacks, statistics.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --perl --o-hipify-perl-dir=%t/bin
// RUN: test -x %t/bin/hipify-perl
// RUN: cp %s %t/small.cu
// RUN: cd %t && perl bin/hipify-perl -hip-kernel-execution-syntax -print-stats small.cu > small.hip 2> err
// RUN: %FileCheck %s --input-file=%t/small.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t/err

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
// CHECK-NEXT: #include <hipblas/hipblas.h>
// CHECK: #include <cuda_occupancy.h>
#include <cstdio>
#include "cuda_runtime.h"
#include <cublas_v2.h>
// WARN: small.cu:[[@LINE+1]]: warning: 'cuda_occupancy.h' is unsupported in HIP
#include <cuda_occupancy.h>

__global__ void fill(float *data, float value) { data[threadIdx.x] = value; }
template <typename T, int N> __global__ void scale(T *data) {}

int main() {
  float *data = nullptr, *pinned = nullptr;
  int cudaMallocCount = 0;
  // CHECK: hipMalloc(&data, 64);
  cudaMalloc(&data, 64);
  // CHECK: hipHostMalloc(&pinned, 64);
  cudaMallocHost(&pinned, 64);
  // CHECK: hipStream_t stream;
  cudaStream_t stream;
  // CHECK: hipEvent_t event;
  cudaEvent_t event;
  // CHECK: hipEventCreateWithFlags(&event, hipEventDisableTiming);
  cudaEventCreate(&event, cudaEventDisableTiming);
  // CHECK: hipEventCreate(&event);
  cudaEventCreate(&event);
  // CHECK: hipLaunchKernelGGL(fill, dim3(2, 2), dim3(32), 0, stream, data, 1.0f);
  fill<<<dim3(2, 2), 32, 0, stream>>>(data, 1.0f);
  // CHECK: hipLaunchKernelGGL(fill, dim3((n + 31) / 32), dim3 (8, 4), 0, 0, data, 2.0f);
  fill<<<(n + 31) / 32, dim3 (8, 4)>>>(data, 2.0f);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<float, 4>), dim3(1), dim3(4), 0, 0, data);
  scale<float, 4><<<1, 4>>>(data);
  // CHECK: printf("hipMalloc failed %d\n", cudaMallocCount);
  printf("cudaMalloc failed %d\n", cudaMallocCount);
  // CHECK: // cudaFree stays in a comment
  // cudaFree stays in a comment
  // WARN-NEXT: small.cu:[[@LINE+3]]: warning: 'cudaDeviceFlushGPUDirectRDMAWrites' is unsupported in HIP
  // WARN-NEXT: small.cu:[[@LINE+2]]: warning: 'cudaFlushGPUDirectRDMAWritesTargetCurrentDevice' is unsupported in HIP
  // CHECK: cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice, cudaFlushGPUDirectRDMAWritesToOwner);
  cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice, cudaFlushGPUDirectRDMAWritesToOwner);
  return 0;
}

// WARN-NEXT: small.cu:{{[0-9]+}}: warning: 'cudaFlushGPUDirectRDMAWritesToOwner' is unsupported in HIP
// WARN-NEXT: [HIPIFY] info: file 'small.cu' statistics:
// WARN-NEXT:   CONVERTED refs count: 10
// WARN-NEXT:   UNCONVERTED refs count: 4
// WARN-NEXT:   CONVERSION %: 71.4
// WARN-NEXT: [HIPIFY] info: CONVERTED refs by type:
// WARN-NEXT:   memory: 3
// WARN-NEXT:   event: 2
// WARN-NEXT:   include_cuda_main_header: 1
// WARN-NEXT:   include_cuda_main_header_v2: 1
// WARN-NEXT:   type: 2
// WARN-NEXT:   define: 1
// WARN-NEXT: [HIPIFY] info: CONVERTED refs by API:
// WARN-NEXT:   CUDA RT API: 9
// WARN-NEXT:   cuBLAS API: 1
// WARN-NEXT: [HIPIFY] info: CONVERTED refs by names:
// WARN-NEXT:   cublas_v2.h: 1
// WARN-NEXT:   cudaEventCreate: 2
// WARN-NEXT:   cudaEventDisableTiming: 1
// WARN-NEXT:   cudaEvent_t: 1
// WARN-NEXT:   cudaMalloc: 2
// WARN-NEXT:   cudaMallocHost: 1
// WARN-NEXT:   cudaStream_t: 1
// WARN-NEXT:   cuda_runtime.h: 1
// WARN-NEXT: [HIPIFY] info: UNCONVERTED refs by type:
// WARN-NEXT:   device: 1
// WARN-NEXT:   include: 1
// WARN-NEXT:   numeric_literal: 2
// WARN-NEXT: [HIPIFY] info: UNCONVERTED refs by API:
// WARN-NEXT:   CUDA RT API: 4
// WARN-NEXT: [HIPIFY] info: UNCONVERTED refs by names:
// WARN-NEXT:   cudaDeviceFlushGPUDirectRDMAWrites: 1
// WARN-NEXT:   cudaFlushGPUDirectRDMAWritesTargetCurrentDevice: 1
// WARN-NEXT:   cudaFlushGPUDirectRDMAWritesToOwner: 1
// WARN-NEXT:   cuda_occupancy.h: 1
