// The graph memcpy-node APIs that take a device symbol wrap it in
// HIP_SYMBOL() too: CUDA's C++ overloads take the variable by reference,
// HIP's take its address.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

__device__ float weights[64];

void record(cudaGraph_t graph, cudaGraphExec_t exec, float *host) {
  cudaGraphNode_t to, from;
  // CHECK: hipGraphAddMemcpyNodeToSymbol(&to, graph, nullptr, 0, HIP_SYMBOL(weights), host, sizeof(weights), 0, hipMemcpyHostToDevice);
  cudaGraphAddMemcpyNodeToSymbol(&to, graph, nullptr, 0, weights, host, sizeof(weights), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphAddMemcpyNodeFromSymbol(&from, graph, &to, 1, host, HIP_SYMBOL(weights), sizeof(weights), 0, hipMemcpyDeviceToHost);
  cudaGraphAddMemcpyNodeFromSymbol(&from, graph, &to, 1, host, weights, sizeof(weights), 0, cudaMemcpyDeviceToHost);
  // CHECK: hipGraphMemcpyNodeSetParamsToSymbol(to, HIP_SYMBOL(weights), host, sizeof(weights), 0, hipMemcpyHostToDevice);
  cudaGraphMemcpyNodeSetParamsToSymbol(to, weights, host, sizeof(weights), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphMemcpyNodeSetParamsFromSymbol(from, host, HIP_SYMBOL(weights), sizeof(weights), 0, hipMemcpyDeviceToHost);
  cudaGraphMemcpyNodeSetParamsFromSymbol(from, host, weights, sizeof(weights), 0, cudaMemcpyDeviceToHost);
  // CHECK: hipGraphExecMemcpyNodeSetParamsToSymbol(exec, to, HIP_SYMBOL(weights), host, sizeof(weights), 0, hipMemcpyHostToDevice);
  cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, to, weights, host, sizeof(weights), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphExecMemcpyNodeSetParamsFromSymbol(exec, from, host, HIP_SYMBOL(weights), sizeof(weights), 0, hipMemcpyDeviceToHost);
  cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, from, host, weights, sizeof(weights), 0, cudaMemcpyDeviceToHost);
}
