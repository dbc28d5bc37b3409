// A case label naming a CUDA enumerator HIP lacks is dead (no HIP call
// returns that value) and does not compile: the label alone is fenced with
// '#if 0', its statements kept for the labels sharing them. Each is
// reported, and its name stays reported as unsupported.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip
// RUN: %if hip-nvidia %{ %nvidia_check %t.hip %}

#include <cuda_runtime.h>

// CHECK: const char *runtimeName(hipError_t e) {
const char *runtimeName(cudaError_t e) {
  switch (e) {
  // CHECK: case hipSuccess:
  case cudaSuccess:
    return "success";
  // CHECK: #if 0 // hipify: HIP has no 'cudaErrorJitCompilerNotFound': no HIP call returns it
  // CHECK-NEXT: case cudaErrorJitCompilerNotFound:
  // CHECK-NEXT: #endif
  // CHECK-NEXT: return "no JIT compiler";
  // WARN-DAG: {{.*}}dead-case-label.cu:[[@LINE+2]]:3: warning: 'case cudaErrorJitCompilerNotFound:' fenced with '#if 0': HIP has no 'cudaErrorJitCompilerNotFound': no HIP call returns it [dead-case-label]
  // WARN-DAG: {{.*}}dead-case-label.cu:[[@LINE+1]]:8: warning: 'cudaErrorJitCompilerNotFound' is unsupported in HIP [identifier]
  case cudaErrorJitCompilerNotFound:
    return "no JIT compiler";
  default:
    break;
  }
  return "other";
}

// Sharing a line with a label HIP has: the line is split.
const char *shortName(cudaError_t e) {
  switch (e) {
  // CHECK: case hipErrorInvalidValue: /* shared */
  // CHECK-NEXT: #if 0 // hipify: HIP has no 'cudaErrorJitCompilerNotFound': no HIP call returns it
  // CHECK-NEXT: case cudaErrorJitCompilerNotFound:
  // CHECK-NEXT: #endif
  // CHECK-NEXT:  return "invalid";
  // WARN-DAG: {{.*}}dead-case-label.cu:[[@LINE+2]]:44: warning: 'case cudaErrorJitCompilerNotFound:' fenced with '#if 0': HIP has no 'cudaErrorJitCompilerNotFound': no HIP call returns it [dead-case-label]
  // WARN-DAG: {{.*}}dead-case-label.cu:[[@LINE+1]]:49: warning: 'cudaErrorJitCompilerNotFound' is unsupported in HIP [identifier]
  case cudaErrorInvalidValue: /* shared */ case cudaErrorJitCompilerNotFound: return "invalid";
  default:
    return "other";
  }
}
