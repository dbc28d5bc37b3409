// A call whose arguments HIP takes otherwise is rewritten from the arguments
// the parse saw. Where a directive stands among them, the other branch was
// never seen: the call is left whole and reported, the directives stay, and
// the names in every branch are still renamed.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// The calls are kept on purpose: names only.
// RUN: %hip_names %t.hip

// CHECK: #include <miopen/miopen.h>
#include <cudnn.h>

// CHECK: void layout(miopenTensorDescriptor_t d0) {
// CHECK-NEXT: cudnnSetTensor4dDescriptor(d0,
// CHECK-NEXT: #if LAYOUT_NHWC
// CHECK-NEXT: miopenTensorNHWC,
// CHECK-NEXT: #else
// CHECK-NEXT: miopenTensorNCHW,
// CHECK-NEXT: #endif
// CHECK-NEXT: miopenFloat, 1, 2, 3, 4);
// CHECK-NEXT: }
// WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: 'cudnnSetTensor4dDescriptor' takes other arguments in HIP, and the directive '#if LAYOUT_NHWC' is inside it, so the code the parse did not see would be lost; the call is left as written; instead: {{.*}} [argument-transform]
void layout(cudnnTensorDescriptor_t d0) {
  cudnnSetTensor4dDescriptor(d0,
#if LAYOUT_NHWC
                             CUDNN_TENSOR_NHWC,
#else
                             CUDNN_TENSOR_NCHW,
#endif
                             CUDNN_DATA_FLOAT, 1, 2, 3, 4);
}

// The argument list rebuilt in MIOpen's order would keep one branch's
// enumerator in the slot of alpha.
// CHECK: void softmax(miopenHandle_t h, miopenTensorDescriptor_t x, const float *xp, float *yp) {
// CHECK-NEXT: const float one = 1.0f, zero = 0.0f;
// CHECK-NEXT: cudnnSoftmaxForward(h,
// CHECK-NEXT: #ifdef FAST
// CHECK-NEXT: MIOPEN_SOFTMAX_FAST,
// CHECK-NEXT: #else
// CHECK-NEXT: MIOPEN_SOFTMAX_ACCURATE,
// CHECK-NEXT: #endif
// CHECK-NEXT: MIOPEN_SOFTMAX_MODE_CHANNEL, &one, x, xp, &zero, x, yp);
// CHECK-NEXT: }
// WARN: {{.*}}.cu:[[@LINE+3]]:3: warning: 'cudnnSoftmaxForward' takes other arguments in HIP, and the directive '#ifdef FAST' is inside it, so the code the parse did not see would be lost; the call is left as written [argument-transform]
void softmax(cudnnHandle_t h, cudnnTensorDescriptor_t x, const float *xp, float *yp) {
  const float one = 1.0f, zero = 0.0f;
  cudnnSoftmaxForward(h,
#ifdef FAST
                      CUDNN_SOFTMAX_FAST,
#else
                      CUDNN_SOFTMAX_ACCURATE,
#endif
                      CUDNN_SOFTMAX_MODE_CHANNEL, &one, x, xp, &zero, x, yp);
}
