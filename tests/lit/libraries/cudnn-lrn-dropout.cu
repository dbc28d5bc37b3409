// The rest of the classic API converted by argument transforms: LRN (MIOpen
// takes the cross-channel mode in its descriptor, and a do_backward flag and a
// workspace in its calls), dropout (MIOpen's generator options appended, the
// input's shape passed as the noise shape), an N-d convolution descriptor (no
// compute type), a clipped ReLU (cuDNN's coefficient is MIOpen's alpha) and
// an N-d average pooling.
// RUN: %hipify --fail-on-unconverted %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip

// CHECK: #include <miopen/miopen.h>
#include <cudnn.h>

// CHECK: miopenStatus_t layers(miopenHandle_t handle, miopenTensorDescriptor_t x_desc, const float *x,
// CHECK-NEXT: float *y, const float *dy, float *dx, void *states, size_t state_size,
// CHECK-NEXT: void *reserve, size_t reserve_size) {
cudnnStatus_t layers(cudnnHandle_t handle, cudnnTensorDescriptor_t x_desc, const float *x,
                     float *y, const float *dy, float *dx, void *states, size_t state_size,
                     void *reserve, size_t reserve_size) {
  const float one = 1.0f, zero = 0.0f;
  // CHECK: miopenLRNDescriptor_t lrn;
  cudnnLRNDescriptor_t lrn;
  // CHECK: miopenCreateLRNDescriptor(&lrn);
  cudnnCreateLRNDescriptor(&lrn);
  // CHECK: miopenSetLRNDescriptor(lrn, miopenLRNCrossChannel, 5, 1e-4, 0.75, 2.0);
  cudnnSetLRNDescriptor(lrn, 5, 1e-4, 0.75, 2.0);
  // WARN-DAG: {{.*}}.cu:[[@LINE+2]]:3: warning: cudnnLRNCrossChannelForward: miopenLRNForward is called with do_backward false and no workspace (false, nullptr): right for inference; {{.*}} [numerics-inference-forward]
  // CHECK: miopenLRNForward(handle, lrn, &one, x_desc, x, &zero, x_desc, y, false, nullptr);
  cudnnLRNCrossChannelForward(handle, lrn, CUDNN_LRN_CROSS_CHANNEL_DIM1, &one, x_desc, x, &zero, x_desc, y);
  // WARN-DAG: {{.*}}.cu:[[@LINE+2]]:3: warning: cudnnLRNCrossChannelBackward is converted; by hand: MIOpen's LRN backward reads what its forward saved: allocate miopenLRNGetWorkSpaceSize(yDesc, &size) bytes, pass true and that workspace to the miopenLRNForward of this layer, and that workspace here in place of nullptr [by-hand] [argument-transform]
  // CHECK: miopenLRNBackward(handle, lrn, &one, x_desc, y, x_desc, dy, x_desc, x, &zero, x_desc, dx, nullptr);
  cudnnLRNCrossChannelBackward(handle, lrn, CUDNN_LRN_CROSS_CHANNEL_DIM1, &one, x_desc, y, x_desc, dy, x_desc, x, &zero, x_desc, dx);
  // CHECK: miopenDestroyLRNDescriptor(lrn);
  cudnnDestroyLRNDescriptor(lrn);

  // CHECK: miopenDropoutDescriptor_t drop;
  cudnnDropoutDescriptor_t drop;
  // CHECK: miopenCreateDropoutDescriptor(&drop);
  cudnnCreateDropoutDescriptor(&drop);
  // CHECK: miopenSetDropoutDescriptor(drop, handle, 0.5f, states, state_size, 1234ULL, false, false, MIOPEN_RNG_PSEUDO_XORWOW);
  cudnnSetDropoutDescriptor(drop, handle, 0.5f, states, state_size, 1234ULL);
  // CHECK: miopenDropoutForward(handle, drop, x_desc, x_desc, x, x_desc, y, reserve, reserve_size);
  cudnnDropoutForward(handle, drop, x_desc, x, x_desc, y, reserve, reserve_size);
  // CHECK: miopenStatus_t status = miopenDropoutBackward(handle, drop, x_desc, x_desc, dy, x_desc, dx, reserve, reserve_size);
  cudnnStatus_t status = cudnnDropoutBackward(handle, drop, x_desc, dy, x_desc, dx, reserve, reserve_size);
  // CHECK: miopenDestroyDropoutDescriptor(drop);
  cudnnDestroyDropoutDescriptor(drop);
  return status;
}

// CHECK: void descriptors(miopenConvolutionDescriptor_t conv, miopenActivationDescriptor_t clip,
// CHECK-NEXT: miopenPoolingDescriptor_t pool) {
void descriptors(cudnnConvolutionDescriptor_t conv, cudnnActivationDescriptor_t clip,
                 cudnnPoolingDescriptor_t pool) {
  const int pads[3] = {1, 1, 1}, strides[3] = {1, 1, 1}, dilations[3] = {1, 1, 1};
  // CHECK: miopenInitConvolutionNdDescriptor(conv, 3, pads, strides, dilations, miopenConvolution);
  cudnnSetConvolutionNdDescriptor(conv, 3, pads, strides, dilations, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT);
  // CHECK: miopenSetActivationDescriptor(clip, miopenActivationCLIPPEDRELU, 6.0, 1.0, 1.0);
  cudnnSetActivationDescriptor(clip, CUDNN_ACTIVATION_CLIPPED_RELU, CUDNN_NOT_PROPAGATE_NAN, 6.0);
  const int window[3] = {2, 2, 2}, none[3] = {0, 0, 0};
  // CHECK: miopenSetNdPoolingDescriptor(pool, miopenPoolingAverage, 3, window, none, window);
  cudnnSetPoolingNdDescriptor(pool, CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING, CUDNN_NOT_PROPAGATE_NAN, 3, window, none, window);
}
