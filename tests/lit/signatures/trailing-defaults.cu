// Arguments CUDA's declarations default and HIP's do not (`default=` in
// mappings/runtime.tsv, found by `hipify-mapcheck coverage`): a call leaving
// them out gets them written, several in a row when it leaves out several.
// A call that writes them is left as it is.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__device__ float table[64];

__global__ void step(float *data) { data[threadIdx.x] += 1.0f; }

void run(cudaStream_t stream, cudaEvent_t ready, float *host, float *data,
         cudaGraph_t graph, cudaExternalSemaphore_t *sems,
         cudaExternalSemaphoreSignalParams *signal,
         cudaExternalSemaphoreWaitParams *wait) {
  cudaArray_t array;
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  // CHECK: hipMalloc3DArray(&array, &desc, make_hipExtent(64, 64, 4), 0);
  cudaMalloc3DArray(&array, &desc, make_cudaExtent(64, 64, 4));
  // CHECK: hipMalloc3DArray(&array, &desc, make_hipExtent(64, 64, 4),
  // CHECK-NEXT: hipArraySurfaceLoadStore);
  cudaMalloc3DArray(&array, &desc, make_cudaExtent(64, 64, 4),
                    cudaArraySurfaceLoadStore);
  // CHECK: hipStreamWaitEvent(stream, ready, 0);
  cudaStreamWaitEvent(stream, ready);
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(table), host, sizeof(table), 0, hipMemcpyHostToDevice);
  cudaMemcpyToSymbolAsync(table, host, sizeof(table));
  // CHECK: hipMemcpyFromSymbolAsync(host, HIP_SYMBOL(table), sizeof(float), 4, hipMemcpyDeviceToHost);
  cudaMemcpyFromSymbolAsync(host, table, sizeof(float), 4);
  void *args[] = {&data};
  // CHECK: hipLaunchCooperativeKernel((const void *)step, dim3(1), dim3(64), args, 0, 0);
  cudaLaunchCooperativeKernel((const void *)step, dim3(1), dim3(64), args);
  // CHECK: hipLaunchCooperativeKernel((const void *)step, dim3(1), dim3(64), args, 16, 0);
  cudaLaunchCooperativeKernel((const void *)step, dim3(1), dim3(64), args, 16);
  cudaGraphExec_t exec;
  // CHECK: hipGraphInstantiateWithFlags(&exec, graph, 0);
  cudaGraphInstantiate(&exec, graph);
  // CHECK: hipGraphInstantiateWithFlags(&exec, graph, 0);
  cudaGraphInstantiateWithFlags(&exec, graph);
  cudaStreamCaptureStatus status;
  // CHECK: hipStreamGetCaptureInfo(stream, &status, nullptr);
  cudaStreamGetCaptureInfo(stream, &status);
  // CHECK: hipSignalExternalSemaphoresAsync(sems, signal, 1, 0);
  cudaSignalExternalSemaphoresAsync(sems, signal, 1);
  // CHECK: hipWaitExternalSemaphoresAsync(sems, wait, 1, stream);
  cudaWaitExternalSemaphoresAsync(sems, wait, 1, stream);
}

// Defaults are no part of a function's type: its address is renamed.
// CHECK: hipError_t (*waitFunction)(hipStream_t, hipEvent_t, unsigned) = &hipStreamWaitEvent;
cudaError_t (*waitFunction)(cudaStream_t, cudaEvent_t, unsigned) = &cudaStreamWaitEvent;
// ERR-NOT: warning
