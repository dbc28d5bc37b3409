// --numerics-strict keeps a call whose NaN option MIOpen has no parameter
// for as written, reported with the MIOpen call to write instead, and gives
// no numerics warning: the refusal says it.
// RUN: %hipify --numerics-strict %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// The call is kept on purpose: names only.
// RUN: %hip_names %t.hip

#include <cudnn.h>

void describe(cudnnActivationDescriptor_t act, cudnnPoolingDescriptor_t pool) {
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: 'cudnnSetPooling2dDescriptor' takes other arguments in HIP, and argument 3 is not CUDNN_NOT_PROPAGATE_NAN, the only value HIP takes; the call is left as written; instead: {{.*}} has no NaN option {{.*}} [argument-transform]
  // CHECK: cudnnSetPooling2dDescriptor(pool, miopenPoolingMax, MIOPEN_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2);
  cudnnSetPooling2dDescriptor(pool, CUDNN_POOLING_MAX, CUDNN_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2);
  // The option MIOpen's result matches converts as before.
  // CHECK: miopenSetActivationDescriptor(act, miopenActivationRELU, 0.0, 1.0, 1.0);
  cudnnSetActivationDescriptor(act, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0);
}
