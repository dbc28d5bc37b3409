// A converted cuDNN pooling or LRN forward pass saves nothing for a backward
// pass (MIOpen's do_backward false, no workspace): right for inference, and
// warned of at the call, since a training step's backward pass then reads
// what MIOpen's forward did not save (mappings/numerics.notes).
// RUN: %hipify --print-stats %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.err
// RUN: %hip64_check %t.hip

// CHECK: #include <miopen/miopen.h>
#include <cudnn.h>

void forward(cudnnHandle_t handle, cudnnPoolingDescriptor_t pool,
             cudnnLRNDescriptor_t lrn, cudnnTensorDescriptor_t xDesc,
             const float *x, cudnnTensorDescriptor_t yDesc, float *y) {
  const float one = 1.0f, zero = 0.0f;
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: cudnnPoolingForward: miopenPoolingForward is called with do_backward false and no workspace (false, nullptr, 0): right for inference; {{.*}} [miopen-6.4] [numerics-inference-forward]
  // CHECK: miopenPoolingForward(handle, pool, &one, xDesc, x, &zero, yDesc, y, false, nullptr, 0);
  cudnnPoolingForward(handle, pool, &one, xDesc, x, &zero, yDesc, y);
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: cudnnLRNCrossChannelForward: miopenLRNForward is called with do_backward false and no workspace (false, nullptr): right for inference; {{.*}} [miopen-6.4] [numerics-inference-forward]
  // CHECK: miopenLRNForward(handle, lrn, &one, xDesc, x, &zero, yDesc, y, false, nullptr);
  cudnnLRNCrossChannelForward(handle, lrn, CUDNN_LRN_CROSS_CHANNEL_DIM1, &one, xDesc, x, &zero, yDesc, y);
}

// STATS: UNCONVERTED refs count: 0
// STATS: NUMERICS findings: 2
