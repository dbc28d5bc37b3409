// With --hip-version=5.2, names HIP added after 5.2 (known from HIP 6.3) are
// left as written and reported; the default target converts them. Names
// HIP 5.2 has are converted either way.
// RUN: %hipify %s -o %t.52.hip --hip-version=5.2 2>%t.52.err
// RUN: %FileCheck %s --check-prefix=HIP52 --input-file=%t.52.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.52.err
// RUN: %hip_names %t.52.hip
// RUN: %hipify %s -o %t.63.hip 2>%t.63.err
// RUN: %FileCheck %s --check-prefix=HIP63 --input-file=%t.63.hip
// RUN: %FileCheck %s --check-prefix=HIP63-WARN --allow-empty --input-file=%t.63.err
// Debian's hipcc (5.2) rejects those names: only they are checked.
// RUN: %hip64_check %t.63.hip

#include <cuda_runtime.h>

int main() {
  int supported = 0;
  // HIP52: hipDeviceGetAttribute(&supported, cudaDevAttrHostRegisterSupported, 0);
  // HIP63: hipDeviceGetAttribute(&supported, hipDeviceAttributeHostRegisterSupported, 0);
  // WARN: {{.*}}added-after-target.cu:[[@LINE+1]]:38: warning: 'cudaDevAttrHostRegisterSupported' needs HIP 6.3 (target: 5.2); left as written [identifier]
  cudaDeviceGetAttribute(&supported, cudaDevAttrHostRegisterSupported, 0);

  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  // HIP52: cudaMemAllocNodeParams params = {};
  // HIP63: hipMemAllocNodeParams params = {};
  // WARN: {{.*}}added-after-target.cu:[[@LINE+1]]:3: warning: 'cudaMemAllocNodeParams' needs HIP 6.3 (target: 5.2); left as written [identifier]
  cudaMemAllocNodeParams params = {};
  // HIP52: hipGraphNode_t node;
  // HIP63: hipGraphNode_t node;
  cudaGraphNode_t node;
  // HIP52: cudaGraphAddMemAllocNode(&node, graph, nullptr, 0, &params);
  // HIP63: hipGraphAddMemAllocNode(&node, graph, nullptr, 0, &params);
  // WARN: {{.*}}added-after-target.cu:[[@LINE+1]]:3: warning: 'cudaGraphAddMemAllocNode' needs HIP 6.3 (target: 5.2); left as written [identifier]
  cudaGraphAddMemAllocNode(&node, graph, nullptr, 0, &params);
  // HIP52: hipGraphDestroy(graph);
  // HIP63: hipGraphDestroy(graph);
  cudaGraphDestroy(graph);
  return 0;
}
// WARN-NOT: warning
// HIP63-WARN-NOT: warning
