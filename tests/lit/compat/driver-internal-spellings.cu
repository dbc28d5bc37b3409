// Driver API spellings that CUDA 13's cuda.h declares only for its own build
// (under __CUDA_API_VERSION_INTERNAL): older code calls them directly. They
// parse, and convert like the names their macros stood for; cuCtxCreate_v3
// (execution-affinity parameters) has no HIP equivalent and is reported.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_names %t.hip

#include <cuda.h>

// CHECK: hipError_t bind(hipTexRef texref, const HIP_ARRAY_DESCRIPTOR *desc, hipDeviceptr_t ptr, size_t pitch) {
CUresult bind(CUtexref texref, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr ptr, size_t pitch) {
  // CHECK: return hipTexRefSetAddress2D(texref, desc, ptr, pitch);
  return cuTexRefSetAddress2D_v2(texref, desc, ptr, pitch);
}

// CHECK: hipError_t setup(hipDevice_t device, hipGraph_t graph, hipStream_t stream, CUexecAffinityParam *affinity) {
CUresult setup(CUdevice device, CUgraph graph, CUstream stream, CUexecAffinityParam *affinity) {
  // CHECK: hipCtx_t context;
  CUcontext context;
  // CHECK: hipError_t status = hipCtxCreate(&context, 0, device);
  CUresult status = cuCtxCreate_v2(&context, 0, device);
  // CHECK: status = cuCtxCreate_v3(&context, affinity, 1, 0, device);
  status = cuCtxCreate_v3(&context, affinity, 1, 0, device);
  // CHECK: hipGraphExec_t exec;
  CUgraphExec exec;
  char log[256];
  // CHECK: status = hipGraphInstantiate(&exec, graph, nullptr, log, sizeof(log));
  status = cuGraphInstantiate_v2(&exec, graph, nullptr, log, sizeof(log));
  // CHECK: hipStreamCaptureStatus capture;
  CUstreamCaptureStatus capture;
  unsigned long long id;
  // CHECK: hipGraph_t captured;
  CUgraph captured;
  // CHECK: const hipGraphNode_t *nodes;
  const CUgraphNode *nodes;
  size_t count;
  // CHECK: return hipStreamGetCaptureInfo_v2(stream, &capture, &id, &captured, &nodes, &count);
  return cuStreamGetCaptureInfo_v2(stream, &capture, &id, &captured, &nodes, &count);
}

// ERR: {{.*}}driver-internal-spellings.cu:19:65: warning: 'CUexecAffinityParam' is unsupported in HIP [identifier]
// ERR-NEXT: {{.*}}driver-internal-spellings.cu:25:12: warning: 'cuCtxCreate_v3' is unsupported in HIP (removed in CUDA 13.0) [identifier]

// The output is name-checked only: the reported cuCtxCreate_v3 stays.
