// HIP 6.4 added hipEventRecordWithFlags and its flags: converted for the
// default target (6.4) and compiled with it; reported for --hip-version=6.3.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=QUIET --allow-empty --input-file=%t.err
// RUN: %hip64_check %t.hip
// RUN: %hipify %s -o %t.63.hip --hip-version=6.3 2>%t.63.err
// RUN: %FileCheck %s --check-prefix=WARN63 --input-file=%t.63.err
// QUIET-NOT: warning

#include <cuda_runtime.h>

void record(cudaEvent_t event, cudaStream_t stream) {
  // CHECK: hipEventRecordWithFlags(event, stream, hipEventRecordExternal);
  // WARN63: {{.*}}added-in-6.4.cu:[[@LINE+2]]:3: warning: 'cudaEventRecordWithFlags' needs HIP 6.4 (target: 6.3); left as written [identifier]
  // WARN63: {{.*}}added-in-6.4.cu:[[@LINE+1]]:43: warning: 'cudaEventRecordExternal' needs HIP 6.4 (target: 6.3); left as written [macro-reference]
  cudaEventRecordWithFlags(event, stream, cudaEventRecordExternal);
}
