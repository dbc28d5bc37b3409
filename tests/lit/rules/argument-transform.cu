// CUDA 13 added edge data to the graph dependency APIs; HIP 6.3 has none.
// A null edge-data argument is dropped with its comma; a real one makes the
// call unconvertible: it is reported and left whole. Written arguments are
// what counts: cudaStreamGetCaptureInfo with the dependencies asked for is
// hipStreamGetCaptureInfo_v2.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// Names only: the calls with edge data are reported and stay.
// RUN: %hip_names %t.hip

#include <cuda_runtime.h>

void link(cudaGraph_t graph, cudaGraphNode_t a, cudaGraphNode_t b) {
  // CHECK: hipGraphAddDependencies(graph, &a, &b, 1);
  cudaGraphAddDependencies(graph, &a, &b, nullptr, 1);
  // CHECK: hipGraphRemoveDependencies(graph, &a, &b, 1);
  cudaGraphRemoveDependencies(graph, &a, &b, NULL, 1);
  cudaGraphNode_t deps[4];
  size_t count = 4;
  // CHECK: hipGraphNodeGetDependencies(b, deps, &count);
  cudaGraphNodeGetDependencies(b, deps, 0, &count);
  // CHECK: hipGraphNodeGetDependentNodes(a, deps, &count);
  cudaGraphNodeGetDependentNodes(a, deps, nullptr, &count);
  // CHECK: hipGraphGetEdges(graph, deps, deps, &count);
  cudaGraphGetEdges(graph, deps, deps, nullptr, &count);
}

void linkWithData(cudaGraph_t graph, cudaGraphNode_t a, cudaGraphNode_t b) {
  cudaGraphEdgeData edge = {};
  // CHECK: cudaGraphAddDependencies(graph, &a, &b, &edge, 1);
  // ERR: {{.*}}argument-transform.cu:[[@LINE+1]]:3: warning: 'cudaGraphAddDependencies' takes other arguments in HIP, and argument 4 is a non-null value HIP has no parameter for; the call is left as written [argument-transform]
  cudaGraphAddDependencies(graph, &a, &b, &edge, 1);
}

void capture(cudaStream_t stream) {
  cudaStreamCaptureStatus status;
  unsigned long long id = 0;
  cudaGraph_t graph;
  const cudaGraphNode_t *deps = nullptr;
  size_t count = 0;
  // CHECK: hipStreamGetCaptureInfo(stream, &status, &id);
  cudaStreamGetCaptureInfo(stream, &status, &id);
  // CHECK: hipStreamGetCaptureInfo_v2(stream, &status, &id, &graph, &deps, &count);
  cudaStreamGetCaptureInfo(stream, &status, &id, &graph, &deps, nullptr, &count);
  cudaGraphNode_t next[1];
  // CHECK: hipStreamUpdateCaptureDependencies(stream, next, 1, hipStreamAddCaptureDependencies);
  cudaStreamUpdateCaptureDependencies(stream, next, nullptr, 1, cudaStreamAddCaptureDependencies);
}
