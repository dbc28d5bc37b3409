// Names CUDA removed, in a branch for the toolkits that still had them: the
// branch is not parsed, so the tables alone say what each name is. Where HIP
// has it, it is converted; where not, reported as inactive, saying which CUDA
// removed it. The active branch compiles with HIP.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>
#include <cuda.h>

int nodeAttribute(CUgraphNode node) {
#if defined(CUDART_VERSION) && CUDART_VERSION < 12000
  // CHECK: hipKernelNodeAttrValue value;
  CUkernelNodeAttrValue_union value;
  // CHECK: hipKernelNodeAttrID id = hipKernelNodeAttributeCooperative;
  enum CUkernelNodeAttrID_enum id = CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE;
  // CHECK: hipMemAllocNodeParams alloc;
  CUDA_MEM_ALLOC_NODE_PARAMS_st alloc;
  // ERR: {{.*}}removed-names-inactive-branch.cu:[[#@LINE+2]]:3: warning: 'cudaProfilerInitialize' is unsupported in HIP (removed in CUDA 12.0): {{.*}} (in an inactive #if branch) [skipped-block]
  // CHECK: cudaProfilerInitialize("config", "out", cudaCSV);
  cudaProfilerInitialize("config", "out", cudaCSV);
  return cuGraphKernelNodeGetAttribute(node, id, &value);
#else
  // CHECK: hipKernelNodeAttrValue value;
  CUkernelNodeAttrValue value;
  // CHECK: return hipGraphKernelNodeGetAttribute(node, hipKernelNodeAttributeCooperative, &value);
  return cuGraphKernelNodeGetAttribute(node, CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE, &value);
#endif
}
