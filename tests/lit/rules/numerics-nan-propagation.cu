// cuDNN's activation and pooling descriptors take a NaN option MIOpen's do
// not have. MIOpen computes the same for every other input, so the call is
// converted with the option dropped, and the difference is a numerics
// warning at the call: one per call, none where the option is the one
// MIOpen's result matches (CUDNN_NOT_PROPAGATE_NAN).
// RUN: %hipify --print-stats %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.err
// RUN: %hip64_check %t.hip

// CHECK: #include <miopen/miopen.h>
#include <cudnn.h>

void describe(cudnnActivationDescriptor_t act, cudnnPoolingDescriptor_t pool,
              cudnnPoolingDescriptor_t poolNd, cudnnNanPropagation_t nan) {
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: cudnnSetActivationDescriptor: CUDNN_PROPAGATE_NAN (argument 3) has no counterpart in miopenSetActivationDescriptor: a NaN input gives what HIP's library computes, which may differ from CUDA's; other inputs give the same results (--numerics-strict leaves such calls as written) [numerics-nan-propagation]
  // CHECK: miopenSetActivationDescriptor(act, miopenActivationRELU, 0.0, 1.0, 1.0);
  cudnnSetActivationDescriptor(act, CUDNN_ACTIVATION_RELU, CUDNN_PROPAGATE_NAN, 0.0);
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: cudnnSetPooling2dDescriptor: CUDNN_PROPAGATE_NAN (argument 3) has no counterpart in miopenSet2dPoolingDescriptor: {{.*}} [numerics-nan-propagation]
  // CHECK: miopenSet2dPoolingDescriptor(pool, miopenPoolingMax, 2, 2, 0, 0, 2, 2);
  cudnnSetPooling2dDescriptor(pool, CUDNN_POOLING_MAX, CUDNN_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2);
  int window[2] = {2, 2}, pad[2] = {0, 0}, stride[2] = {2, 2};
  // A value not known at the call may be NaN propagation: warned of too.
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: cudnnSetPoolingNdDescriptor: nan (argument 3) has no counterpart in miopenSetNdPoolingDescriptor: {{.*}} [numerics-nan-propagation]
  // CHECK: miopenSetNdPoolingDescriptor(poolNd, miopenPoolingAverageInclusive, 2, window, pad, stride);
  cudnnSetPoolingNdDescriptor(poolNd, CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING, nan, 2, window, pad, stride);
  // No NaN propagation asked for: nothing to say.
  // CHECK: miopenSetActivationDescriptor(act, miopenActivationRELU, 0.0, 1.0, 1.0);
  cudnnSetActivationDescriptor(act, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0);
}

// STATS: UNCONVERTED refs count: 0
// STATS: NUMERICS findings: 3
