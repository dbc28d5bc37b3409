// A LeNet-style forward pass written against cuDNN 9's classic API: two
// blocks of convolution, bias, ReLU and max pooling, a fully connected layer
// through cuBLAS, a softmax. Every call converts to MIOpen (hipBLAS for the
// GEMM): the setters lose the NCHW layout and the compute type MIOpen
// assumes, the convolution and softmax take MIOpen's argument order, the bias
// add becomes miopenOpTensor. The convolutions are warned of: MIOpen runs one
// only after its find step, which the user adds (docs/cudnn-miopen.md).
// RUN: %hipify --fail-on-unconverted %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip64_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipblas/hipblas.h>
#include <cublas_v2.h>
// CHECK: #include <miopen/miopen.h>
#include <cudnn.h>

struct ConvBlock {
  // CHECK: miopenTensorDescriptor_t out, bias, pooled;
  cudnnTensorDescriptor_t out, bias, pooled;
  // CHECK: miopenTensorDescriptor_t filter;
  cudnnFilterDescriptor_t filter;
  // CHECK: miopenConvolutionDescriptor_t conv;
  cudnnConvolutionDescriptor_t conv;
  // CHECK: miopenPoolingDescriptor_t pool;
  cudnnPoolingDescriptor_t pool;
};

// Describes a 5x5 convolution of `in` (n x c x h x h) to k channels, its bias
// and a 2x2 max pooling; `h` becomes the pooled size.
// CHECK: static void describeBlock(ConvBlock &b, miopenTensorDescriptor_t in, int c, int k, int &h) {
static void describeBlock(ConvBlock &b, cudnnTensorDescriptor_t in, int c, int k, int &h) {
  // CHECK: miopenCreateTensorDescriptor(&b.filter);
  cudnnCreateFilterDescriptor(&b.filter);
  // CHECK: miopenSet4dTensorDescriptor(b.filter, miopenFloat, k, c, 5, 5);
  cudnnSetFilter4dDescriptor(b.filter, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, k, c, 5, 5);
  // CHECK: miopenCreateConvolutionDescriptor(&b.conv);
  cudnnCreateConvolutionDescriptor(&b.conv);
  // CHECK: miopenInitConvolutionDescriptor(b.conv, miopenConvolution, 0, 0, 1, 1, 1, 1);
  cudnnSetConvolution2dDescriptor(b.conv, 0, 0, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT);
  int on, oc, oh, ow;
  // CHECK: miopenGetConvolutionForwardOutputDim(b.conv, in, b.filter, &on, &oc, &oh, &ow);
  cudnnGetConvolution2dForwardOutputDim(b.conv, in, b.filter, &on, &oc, &oh, &ow);
  // CHECK: miopenCreateTensorDescriptor(&b.out);
  cudnnCreateTensorDescriptor(&b.out);
  // CHECK: miopenSet4dTensorDescriptor(b.out, miopenFloat, on, oc, oh, ow);
  cudnnSetTensor4dDescriptor(b.out, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, on, oc, oh, ow);
  // CHECK: miopenCreateTensorDescriptor(&b.bias);
  cudnnCreateTensorDescriptor(&b.bias);
  // CHECK: miopenSet4dTensorDescriptor(b.bias, miopenFloat, 1, k, 1, 1);
  cudnnSetTensor4dDescriptor(b.bias, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, k, 1, 1);
  // CHECK: miopenCreatePoolingDescriptor(&b.pool);
  cudnnCreatePoolingDescriptor(&b.pool);
  // CHECK: miopenSet2dPoolingDescriptor(b.pool, miopenPoolingMax, 2, 2, 0, 0, 2, 2);
  cudnnSetPooling2dDescriptor(b.pool, CUDNN_POOLING_MAX, CUDNN_NOT_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2);
  h = oh / 2;
  // CHECK: miopenCreateTensorDescriptor(&b.pooled);
  cudnnCreateTensorDescriptor(&b.pooled);
  // CHECK: miopenSet4dTensorDescriptor(b.pooled, miopenFloat, on, oc, h, h);
  cudnnSetTensor4dDescriptor(b.pooled, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, on, oc, h, h);
}

// conv -> +bias -> ReLU -> max pool; `conv` holds the activations.
// CHECK: static miopenStatus_t runBlock(miopenHandle_t handle, const ConvBlock &b,
// CHECK-NEXT: miopenActivationDescriptor_t relu,
// CHECK-NEXT: miopenTensorDescriptor_t in, const float *x,
// CHECK-NEXT: const float *w, const float *bias, float *conv,
// CHECK-NEXT: float *pooled, miopenConvFwdAlgorithm_t algo) {
static cudnnStatus_t runBlock(cudnnHandle_t handle, const ConvBlock &b,
                              cudnnActivationDescriptor_t relu,
                              cudnnTensorDescriptor_t in, const float *x,
                              const float *w, const float *bias, float *conv,
                              float *pooled, cudnnConvolutionFwdAlgo_t algo) {
  const float one = 1.0f, zero = 0.0f;
  size_t ws_size = 0;
  // CHECK: miopenStatus_t status = miopenConvolutionForwardGetWorkSpaceSize(handle, b.filter, in, b.conv, b.out, &ws_size);
  cudnnStatus_t status = cudnnGetConvolutionForwardWorkspaceSize(handle, in, b.filter, b.conv, b.out, algo, &ws_size);
  // CHECK: if (status != miopenStatusSuccess)
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  void *ws = nullptr;
  // CHECK: hipMalloc(&ws, ws_size);
  cudaMalloc(&ws, ws_size);
  // CHECK: status = miopenConvolutionForward(handle, &one, in, x, b.filter, w, b.conv, algo,
  // CHECK-NEXT: &zero, b.out, conv, ws, ws_size);
  // WARN: {{.*}}cudnn-lenet-forward.cu:[[@LINE+1]]:12: warning: cudnnConvolutionForward is converted; by hand: before the first call for these descriptors on this handle, MIOpen must have run miopenFindConvolutionForwardAlgorithm(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, 1, &count, &perf, workSpace, workSpaceSize, false) (it compiles and records the kernel this call runs; without it the call fails with 'Was find called?'), and the algorithm passed here must be the perf.fwd_algo of one of its results; cuDNN's algorithm numbers are not MIOpen's [by-hand] [argument-transform]
  status = cudnnConvolutionForward(handle, &one, in, x, b.filter, w, b.conv, algo,
                                   ws, ws_size, &zero, b.out, conv);
  // CHECK: hipFree(ws);
  cudaFree(ws);
  // CHECK: if (status == miopenStatusSuccess)
  if (status == CUDNN_STATUS_SUCCESS)
    // CHECK: status = miopenOpTensor(handle, miopenTensorOpAdd, &one, b.out, conv, &one, b.bias, bias, &static_cast<decltype(0.0)const&>(0.0), b.out, conv);
    status = cudnnAddTensor(handle, &one, b.bias, bias, &one, b.out, conv);
  // CHECK: if (status == miopenStatusSuccess)
  if (status == CUDNN_STATUS_SUCCESS)
    // CHECK: status = miopenActivationForward(handle, relu, &one, b.out, conv, &zero, b.out, conv);
    status = cudnnActivationForward(handle, relu, &one, b.out, conv, &zero, b.out, conv);
  // CHECK: if (status == miopenStatusSuccess)
  if (status == CUDNN_STATUS_SUCCESS)
    // WARN: {{.*}}cudnn-lenet-forward.cu:[[@LINE+2]]:14: warning: cudnnPoolingForward: miopenPoolingForward is called with do_backward false and no workspace (false, nullptr, 0): right for inference; {{.*}} [numerics-inference-forward]
    // CHECK: status = miopenPoolingForward(handle, b.pool, &one, b.out, conv, &zero, b.pooled, pooled, false, nullptr, 0);
    status = cudnnPoolingForward(handle, b.pool, &one, b.out, conv, &zero, b.pooled, pooled);
  return status;
}

struct LeNet {
  const float *conv1_w, *conv1_b, *conv2_w, *conv2_b, *fc_w, *fc_b;
  float *conv1, *pool1, *conv2, *pool2, *fc;
};

// Class probabilities of n 28x28 images: probs is n x 10.
// CHECK: miopenStatus_t lenetForward(miopenHandle_t handle, hipblasHandle_t blas, const LeNet &net,
// CHECK-NEXT: const float *images, float *probs, int n,
// CHECK-NEXT: miopenConvFwdAlgorithm_t algo) {
cudnnStatus_t lenetForward(cudnnHandle_t handle, cublasHandle_t blas, const LeNet &net,
                           const float *images, float *probs, int n,
                           cudnnConvolutionFwdAlgo_t algo) {
  // CHECK: miopenTensorDescriptor_t input, fc_out, fc_bias;
  cudnnTensorDescriptor_t input, fc_out, fc_bias;
  // CHECK: miopenCreateTensorDescriptor(&input);
  cudnnCreateTensorDescriptor(&input);
  // CHECK: miopenSet4dTensorDescriptor(input, miopenFloat, n, 1, 28, 28);
  cudnnSetTensor4dDescriptor(input, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, 1, 28, 28);
  int h = 28;
  ConvBlock block1, block2;
  describeBlock(block1, input, 1, 6, h);
  describeBlock(block2, block1.pooled, 6, 16, h);

  // CHECK: miopenActivationDescriptor_t relu;
  cudnnActivationDescriptor_t relu;
  // CHECK: miopenCreateActivationDescriptor(&relu);
  cudnnCreateActivationDescriptor(&relu);
  // CHECK: miopenSetActivationDescriptor(relu, miopenActivationRELU, 0.0, 1.0, 1.0);
  cudnnSetActivationDescriptor(relu, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0);

  // CHECK: miopenStatus_t status = runBlock(handle, block1, relu, input, images, net.conv1_w,
  cudnnStatus_t status = runBlock(handle, block1, relu, input, images, net.conv1_w,
                                  net.conv1_b, net.conv1, net.pool1, algo);
  // CHECK: if (status == miopenStatusSuccess)
  if (status == CUDNN_STATUS_SUCCESS)
    status = runBlock(handle, block2, relu, block1.pooled, net.pool1, net.conv2_w,
                      net.conv2_b, net.conv2, net.pool2, algo);

  // Fully connected: fc (10 x n, column-major) = fc_w^T (10 x 256) * pool2.
  const int features = 16 * h * h;
  const float one = 1.0f, zero = 0.0f;
  // CHECK: hipblasSgemm(blas, HIPBLAS_OP_T, HIPBLAS_OP_N, 10, n, features, &one, net.fc_w, features,
  cublasSgemm(blas, CUBLAS_OP_T, CUBLAS_OP_N, 10, n, features, &one, net.fc_w, features,
              net.pool2, features, &zero, net.fc, 10);
  // CHECK: miopenCreateTensorDescriptor(&fc_out);
  cudnnCreateTensorDescriptor(&fc_out);
  // CHECK: miopenSet4dTensorDescriptor(fc_out, miopenFloat, n, 10, 1, 1);
  cudnnSetTensor4dDescriptor(fc_out, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, 10, 1, 1);
  // CHECK: miopenCreateTensorDescriptor(&fc_bias);
  cudnnCreateTensorDescriptor(&fc_bias);
  // CHECK: miopenSet4dTensorDescriptor(fc_bias, miopenFloat, 1, 10, 1, 1);
  cudnnSetTensor4dDescriptor(fc_bias, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 10, 1, 1);
  // CHECK: if (status == miopenStatusSuccess)
  if (status == CUDNN_STATUS_SUCCESS)
    // CHECK: status = miopenOpTensor(handle, miopenTensorOpAdd, &one, fc_out, net.fc, &one, fc_bias, net.fc_b, &static_cast<decltype(0.0)const&>(0.0), fc_out, net.fc);
    status = cudnnAddTensor(handle, &one, fc_bias, net.fc_b, &one, fc_out, net.fc);
  // CHECK: if (status == miopenStatusSuccess)
  if (status == CUDNN_STATUS_SUCCESS)
    // The call's line break stays after its third argument.
    // CHECK: status = miopenSoftmaxForward_V2(handle, &one, fc_out,
    // CHECK-NEXT: net.fc, &zero, fc_out, probs, MIOPEN_SOFTMAX_ACCURATE, MIOPEN_SOFTMAX_MODE_CHANNEL);
    status = cudnnSoftmaxForward(handle, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL,
                                 &one, fc_out, net.fc, &zero, fc_out, probs);

  for (ConvBlock *b : {&block1, &block2}) {
    // CHECK: miopenDestroyPoolingDescriptor(b->pool);
    cudnnDestroyPoolingDescriptor(b->pool);
    // CHECK: miopenDestroyConvolutionDescriptor(b->conv);
    cudnnDestroyConvolutionDescriptor(b->conv);
    // CHECK: miopenDestroyTensorDescriptor(b->filter);
    cudnnDestroyFilterDescriptor(b->filter);
    // CHECK: miopenDestroyTensorDescriptor(b->out);
    cudnnDestroyTensorDescriptor(b->out);
    // CHECK: miopenDestroyTensorDescriptor(b->bias);
    cudnnDestroyTensorDescriptor(b->bias);
    // CHECK: miopenDestroyTensorDescriptor(b->pooled);
    cudnnDestroyTensorDescriptor(b->pooled);
  }
  // CHECK: miopenDestroyActivationDescriptor(relu);
  cudnnDestroyActivationDescriptor(relu);
  // CHECK: miopenDestroyTensorDescriptor(fc_bias);
  cudnnDestroyTensorDescriptor(fc_bias);
  // CHECK: miopenDestroyTensorDescriptor(fc_out);
  cudnnDestroyTensorDescriptor(fc_out);
  // CHECK: miopenDestroyTensorDescriptor(input);
  cudnnDestroyTensorDescriptor(input);
  return status;
}

