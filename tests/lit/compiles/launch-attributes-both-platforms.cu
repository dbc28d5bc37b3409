// The launch attribute types and the values both HIP platforms know become
// the kernel-node names, which HIP's NVIDIA layer and HIP on AMD (5.2 and
// newer; a macro for hipLaunchAttribute* since 6.3) both declare:
// hipLaunchAttributeValue and friends exist only on AMD. The output
// compiles with HIP 6.4 and as HIP on NVIDIA.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: test ! -s %t.err
// RUN: %hip64_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda_runtime.h>

void keepResident(cudaGraphNode_t node, void *data, size_t bytes) {
  // CHECK: hipKernelNodeAttrValue window = {};
  cudaLaunchAttributeValue window = {};
  window.accessPolicyWindow.base_ptr = data;
  window.accessPolicyWindow.num_bytes = bytes;
  window.accessPolicyWindow.hitRatio = 0.6f;
  // CHECK: window.accessPolicyWindow.hitProp = hipAccessPropertyPersisting;
  window.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  window.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  // CHECK: hipKernelNodeAttrID id = hipKernelNodeAttributeAccessPolicyWindow;
  cudaLaunchAttributeID id = cudaLaunchAttributeAccessPolicyWindow;
  // CHECK: hipGraphKernelNodeSetAttribute(node, id, &window);
  cudaGraphKernelNodeSetAttribute(node, id, &window);

  // CHECK: hipKernelNodeAttrValue cooperative = {};
  cudaLaunchAttributeValue cooperative = {};
  cooperative.cooperative = 1;
  // CHECK: hipGraphKernelNodeSetAttribute(node, hipKernelNodeAttributeCooperative, &cooperative);
  cudaGraphKernelNodeSetAttribute(node, cudaLaunchAttributeCooperative, &cooperative);
}
