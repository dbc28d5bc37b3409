// --hip-version=5.2 and 6.0 give code Debian's hipcc (HIP 5.2) compiles: the
// host-allocation flags HIP 6.3 renamed (hipHostAlloc*) get the names older
// HIPs have (hipHostMalloc*), and the device attributes and graph APIs both
// versions have are converted as usual.
// RUN: %hipify %s -o %t.52.hip --hip-version=5.2 2>%t.52.err
// RUN: %FileCheck %s --input-file=%t.52.hip
// RUN: %hip52_check %t.52.hip
// RUN: %hipify %s -o %t.60.hip --hip-version=6.0
// RUN: %FileCheck %s --input-file=%t.60.hip
// RUN: %hip_check %t.60.hip
// The default target (6.4) uses the newer flag names.
// RUN: %hipify %s -o %t.63.hip
// RUN: %FileCheck %s --check-prefix=HIP63 --input-file=%t.63.hip
// RUN: %hip64_check %t.63.hip
// Nothing here is newer than 5.2: no warning.
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty --input-file=%t.52.err

#include <cuda.h>
#include <cuda_runtime.h>

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }

int main() {
  int threads = 0;
  // CHECK: hipDeviceGetAttribute(&threads, hipDeviceAttributeMaxThreadsPerBlock, 0);
  // HIP63: hipDeviceGetAttribute(&threads, hipDeviceAttributeMaxThreadsPerBlock, 0);
  cudaDeviceGetAttribute(&threads, cudaDevAttrMaxThreadsPerBlock, 0);

  void *host = nullptr;
  // CHECK: hipHostAlloc(&host, 256, hipHostMallocPortable | hipHostMallocMapped);
  // HIP63: hipHostAlloc(&host, 256, hipHostAllocPortable | hipHostAllocMapped);
  cuMemHostAlloc(&host, 256, CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP);

  float *x = nullptr;
  cudaMalloc(&x, 64 * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  // CHECK: hipGraph_t graph;
  cudaGraph_t graph;
  // CHECK: hipGraphExec_t exec;
  cudaGraphExec_t exec;
  // CHECK: hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal);
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  scale<<<1, 64, 0, stream>>>(x, 2.0f);
  // CHECK: hipStreamEndCapture(stream, &graph);
  cudaStreamEndCapture(stream, &graph);
  // CHECK: hipGraphInstantiateWithFlags(&exec, graph, 0);
  cudaGraphInstantiateWithFlags(&exec, graph, 0);
  // CHECK: hipGraphLaunch(exec, stream);
  cudaGraphLaunch(exec, stream);
  // CHECK: hipStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: hipGraphExecDestroy(exec);
  cudaGraphExecDestroy(exec);
  // CHECK: hipGraphDestroy(graph);
  cudaGraphDestroy(graph);
  cudaFreeHost(host);
  cudaFree(x);
  return 0;
}
// WARN-NOT: warning
