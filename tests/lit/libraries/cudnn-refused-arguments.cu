// cuDNN calls MIOpen takes other arguments for are converted only when the
// call shows the values MIOpen assumes. Another layout, compute type or
// activation mode, a mode MIOpen lacks, a value not written at the
// call, an argument MIOpen takes twice that has side effects: the call is left
// whole and reported, with the MIOpen call to write instead. The names in its
// arguments are still renamed.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// The calls are kept on purpose: names only.
// RUN: %hip_names %t.hip

// CHECK: #include <miopen/miopen.h>
#include <cudnn.h>

// CHECK: void describe(miopenTensorDescriptor_t x, miopenConvolutionDescriptor_t conv,
// CHECK-NEXT: miopenActivationDescriptor_t act, miopenActivationMode_t mode,
// CHECK-NEXT: miopenPoolingDescriptor_t pool) {
void describe(cudnnTensorDescriptor_t x, cudnnConvolutionDescriptor_t conv,
              cudnnActivationDescriptor_t act, cudnnActivationMode_t mode,
              cudnnPoolingDescriptor_t pool) {
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: 'cudnnSetTensor4dDescriptor' takes other arguments in HIP, and argument 2 is not CUDNN_TENSOR_NCHW, the only value HIP takes; the call is left as written; instead: for another layout, miopenSet4dTensorDescriptorEx(desc, type, n, c, h, w, nStride, cStride, hStride, wStride) with that layout's strides (NHWC: h*w*c, 1, w*c, c); MIOpen's 4d setter assumes NCHW [argument-transform]
  // CHECK: cudnnSetTensor4dDescriptor(x, miopenTensorNHWC, miopenFloat, 1, 3, 8, 8);
  cudnnSetTensor4dDescriptor(x, CUDNN_TENSOR_NHWC, CUDNN_DATA_FLOAT, 1, 3, 8, 8);
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: 'cudnnSetConvolution2dDescriptor' takes other arguments in HIP, and argument 9 is not CUDNN_DATA_FLOAT, the only value HIP takes; the call is left as written; instead: MIOpen takes no compute type: {{.*}}
  // CHECK: cudnnSetConvolution2dDescriptor(conv, 1, 1, 1, 1, 1, 1, miopenConvolution, miopenHalf);
  cudnnSetConvolution2dDescriptor(conv, 1, 1, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION, CUDNN_DATA_HALF);
  // WARN: {{.*}}.cu:[[@LINE+3]]:3: warning: 'cudnnSetConvolution2dDescriptor' takes other arguments in HIP, and an argument HIP takes elsewhere names 'CUDNN_CONVOLUTION', which is not renamed in HIP; the call is left as written; instead: {{.*}}
  // WARN: {{.*}}.cu:[[@LINE+2]]:59: warning: 'CUDNN_CONVOLUTION' is unsupported in HIP [identifier]
  // CHECK: cudnnSetConvolution2dDescriptor(conv, 1, 1, 1, 1, 1, 1, CUDNN_CONVOLUTION, miopenFloat);
  cudnnSetConvolution2dDescriptor(conv, 1, 1, 1, 1, 1, 1, CUDNN_CONVOLUTION, CUDNN_DATA_FLOAT);
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: 'cudnnSetActivationDescriptor' takes other arguments in HIP, and argument 2 is not written as a value HIP has (CUDNN_ACTIVATION_SIGMOID, CUDNN_ACTIVATION_RELU, CUDNN_ACTIVATION_CLIPPED_RELU, CUDNN_ACTIVATION_ELU, CUDNN_ACTIVATION_IDENTITY); the call is left as written; instead: {{.*}} tanh is beta*tanh(alpha*x) {{.*}}
  // CHECK: cudnnSetActivationDescriptor(act, miopenActivationTANH, MIOPEN_NOT_PROPAGATE_NAN, 0.0);
  cudnnSetActivationDescriptor(act, CUDNN_ACTIVATION_TANH, CUDNN_NOT_PROPAGATE_NAN, 0.0);
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: 'cudnnSetActivationDescriptor' takes other arguments in HIP, and argument 2 is not written as a value HIP has ({{.*}}); the call is left as written; instead: {{.*}}
  // CHECK: cudnnSetActivationDescriptor(act, mode, MIOPEN_NOT_PROPAGATE_NAN, 0.0);
  cudnnSetActivationDescriptor(act, mode, CUDNN_NOT_PROPAGATE_NAN, 0.0);
}

// CHECK: void addBiases(miopenHandle_t handle, miopenTensorDescriptor_t bias_desc, const float *bias,
// CHECK-NEXT: miopenTensorDescriptor_t *descs, float **outs, int n) {
void addBiases(cudnnHandle_t handle, cudnnTensorDescriptor_t bias_desc, const float *bias,
               cudnnTensorDescriptor_t *descs, float **outs, int n) {
  const float one = 1.0f;
  // miopenOpTensor takes the output and its descriptor twice: they would step twice.
  while (n-- > 0)
    // WARN: {{.*}}.cu:[[@LINE+2]]:5: warning: 'cudnnAddTensor' takes other arguments in HIP, and argument 6, which HIP takes twice, has side effects; the call is left as written [argument-transform]
    // CHECK: cudnnAddTensor(handle, &one, bias_desc, bias, &one, *descs++, *outs++);
    cudnnAddTensor(handle, &one, bias_desc, bias, &one, *descs++, *outs++);
}

// CHECK: int pick(miopenHandle_t handle, miopenTensorDescriptor_t x, miopenTensorDescriptor_t w,
// CHECK-NEXT: miopenConvolutionDescriptor_t conv, miopenTensorDescriptor_t y) {
int pick(cudnnHandle_t handle, cudnnTensorDescriptor_t x, cudnnFilterDescriptor_t w,
         cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t y) {
  // WARN: {{.*}}.cu:[[@LINE+1]]:3: warning: 'cudnnConvolutionFwdAlgoPerf_t' is unsupported in HIP [identifier]
  cudnnConvolutionFwdAlgoPerf_t perf[1];
  int count = 0;
  // WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: 'cudnnGetConvolutionForwardAlgorithm_v7' is unsupported in HIP; instead: miopenFindConvolutionForwardAlgorithm(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, n, &count, perf, workSpace, workSpaceSize, false): MIOpen has no heuristic query, it benchmarks on the buffers; use perf[i].fwd_algo [identifier]
  // CHECK: cudnnGetConvolutionForwardAlgorithm_v7(handle, x, w, conv, y, 1, &count, perf);
  cudnnGetConvolutionForwardAlgorithm_v7(handle, x, w, conv, y, 1, &count, perf);
  return count;
}
