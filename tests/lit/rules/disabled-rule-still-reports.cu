// A rule disabled stops its conversions, never the account: each CUDA
// reference the identifier rule would have converted is left as written and
// reported, with the true reason, counted as unconverted, and
// --fail-on-unconverted fails. The output is the input where it would have
// changed it.
// RUN: %hipify %s -o %t.hip --rules-disable=identifier --fail-on-unconverted --print-stats 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --input-file=%t.err
// RUN: %FileCheck %s --check-prefix=OUT --input-file=%t.hip
#include <cuda_runtime.h>

// OUT: void make(void **p) {
void make(void **p) {
  // CHECK: {{.*}}disabled-rule-still-reports.cu:[[#@LINE+2]]:3: warning: 'cudaStream_t' left as written: rule identifier is disabled (--rules-disable) [identifier]
  // OUT: cudaStream_t s;
  cudaStream_t s;
  // CHECK: {{.*}}disabled-rule-still-reports.cu:[[#@LINE+2]]:3: warning: 'cudaStreamCreate' left as written: rule identifier is disabled (--rules-disable) [identifier]
  // OUT: cudaStreamCreate(&s);
  cudaStreamCreate(&s);
  // CHECK: {{.*}}disabled-rule-still-reports.cu:[[#@LINE+2]]:3: warning: 'cudaMalloc' left as written: rule identifier is disabled (--rules-disable) [identifier]
  // OUT: cudaMalloc(p, 4);
  cudaMalloc(p, 4);
}
// CHECK: UNCONVERTED refs count: 3
// CHECK: CONVERSION %: {{[0-9.]+}}
