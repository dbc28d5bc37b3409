// hipify-perl renames a function whose only argument change is a CUDA
// default written out (`default=` in mappings/): a call that writes every
// argument is right renamed, as before the default was recorded. A function
// whose arguments HIP takes otherwise (`drop=`) is left and warned about.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --perl --o-hipify-perl-dir=%t/bin
// RUN: cp %s %t/small.cu
// RUN: cd %t && perl bin/hipify-perl small.cu > small.hip 2> err
// RUN: %FileCheck %s --input-file=%t/small.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t/err

#include <cuda_runtime.h>

void order(cudaStream_t stream, cudaEvent_t ready, cudaGraphNode_t *from,
           cudaGraphNode_t *to, cudaGraph_t graph) {
  // CHECK: hipStreamWaitEvent(stream, ready, 0);
  cudaStreamWaitEvent(stream, ready, 0);
  // WARN: small.cu:[[@LINE+2]]: warning: 'cudaGraphAddDependencies' needs its arguments changed for HIP, which hipify-cpp does; left as written
  // CHECK: cudaGraphAddDependencies(graph, from, to, nullptr, 1);
  cudaGraphAddDependencies(graph, from, to, nullptr, 1);
}
// WARN-NOT: cudaStreamWaitEvent
