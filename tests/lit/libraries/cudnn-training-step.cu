// The backward pass of a convolution + ReLU + max-pooling layer and of a
// softmax classifier, with an SGD update through cuBLAS, written against
// cuDNN 9's classic API. Every call converts to MIOpen (hipBLAS for the
// update): the backward convolutions and their workspace queries take
// MIOpen's argument order, pooling backward gets MIOpen's workspace argument.
// What MIOpen needs beyond the calls is warned of: the find step of each
// convolution, and the indices max pooling's forward saves for its backward.
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

struct Layer {
  // CHECK: miopenTensorDescriptor_t x_desc, y_desc, pooled_desc, bias_desc;
  cudnnTensorDescriptor_t x_desc, y_desc, pooled_desc, bias_desc;
  // CHECK: miopenTensorDescriptor_t w_desc;
  cudnnFilterDescriptor_t w_desc;
  // CHECK: miopenConvolutionDescriptor_t conv;
  cudnnConvolutionDescriptor_t conv;
  // CHECK: miopenActivationDescriptor_t relu;
  cudnnActivationDescriptor_t relu;
  // CHECK: miopenPoolingDescriptor_t pool;
  cudnnPoolingDescriptor_t pool;
  // CHECK: miopenConvBwdDataAlgorithm_t data_algo;
  cudnnConvolutionBwdDataAlgo_t data_algo;
  // CHECK: miopenConvBwdWeightsAlgorithm_t filter_algo;
  cudnnConvolutionBwdFilterAlgo_t filter_algo;
  int weights;
};

struct Tensors {
  const float *x, *y, *pooled, *d_pooled;
  float *w, *d_y, *d_z, *d_x, *d_w, *d_b;
};

// From the gradient of the pooled output, the gradients of the input, the
// weights and the bias; then w -= rate * dw.
// CHECK: miopenStatus_t layerBackward(miopenHandle_t handle, hipblasHandle_t blas, const Layer &l,
cudnnStatus_t layerBackward(cudnnHandle_t handle, cublasHandle_t blas, const Layer &l,
                            const Tensors &t, float rate) {
  const float one = 1.0f, zero = 0.0f;
  // WARN: {{.*}}cudnn-training-step.cu:[[@LINE+2]]:26: warning: cudnnPoolingBackward is converted; by hand: for max pooling, MIOpen's backward reads the indices its forward saved: allocate miopenPoolingGetWorkSpaceSizeV2(poolDesc, yDesc, &size) bytes, pass true and that workspace to the miopenPoolingForward of this layer, and that workspace here in place of nullptr (average pooling needs none) [by-hand] [argument-transform]
  // CHECK: miopenStatus_t status = miopenPoolingBackward(handle, l.pool, &one, l.pooled_desc, t.pooled, l.pooled_desc, t.d_pooled, l.y_desc, t.y, &zero, l.y_desc, t.d_y, nullptr);
  cudnnStatus_t status = cudnnPoolingBackward(handle, l.pool, &one, l.pooled_desc, t.pooled, l.pooled_desc, t.d_pooled, l.y_desc, t.y, &zero, l.y_desc, t.d_y);
  // CHECK: if (status != miopenStatusSuccess)
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  // CHECK: status = miopenActivationBackward(handle, l.relu, &one, l.y_desc, t.y, l.y_desc, t.d_y, l.y_desc, t.y, &zero, l.y_desc, t.d_z);
  status = cudnnActivationBackward(handle, l.relu, &one, l.y_desc, t.y, l.y_desc, t.d_y, l.y_desc, t.y, &zero, l.y_desc, t.d_z);
  // CHECK: if (status != miopenStatusSuccess)
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  // CHECK: status = miopenConvolutionBackwardBias(handle, &one, l.y_desc, t.d_z, &zero, l.bias_desc, t.d_b);
  status = cudnnConvolutionBackwardBias(handle, &one, l.y_desc, t.d_z, &zero, l.bias_desc, t.d_b);

  size_t filter_ws = 0, data_ws = 0;
  // CHECK: miopenConvolutionBackwardWeightsGetWorkSpaceSize(handle, l.y_desc, l.x_desc, l.conv, l.w_desc, &filter_ws);
  cudnnGetConvolutionBackwardFilterWorkspaceSize(handle, l.x_desc, l.y_desc, l.conv, l.w_desc, l.filter_algo, &filter_ws);
  // CHECK: miopenConvolutionBackwardDataGetWorkSpaceSize(handle, l.y_desc, l.w_desc, l.conv, l.x_desc, &data_ws);
  cudnnGetConvolutionBackwardDataWorkspaceSize(handle, l.w_desc, l.y_desc, l.conv, l.x_desc, l.data_algo, &data_ws);
  size_t ws_size = filter_ws > data_ws ? filter_ws : data_ws;
  void *ws = nullptr;
  // CHECK: hipMalloc(&ws, ws_size);
  cudaMalloc(&ws, ws_size);
  // CHECK: if (status == miopenStatusSuccess)
  if (status == CUDNN_STATUS_SUCCESS)
    // WARN: {{.*}}cudnn-training-step.cu:[[@LINE+2]]:14: warning: cudnnConvolutionBackwardFilter is converted; by hand: before the first call for these descriptors on this handle, MIOpen must have run miopenFindConvolutionBackwardWeightsAlgorithm(handle, dyDesc, dy, xDesc, x, convDesc, dwDesc, dw, 1, &count, &perf, workSpace, workSpaceSize, false) {{.*}} perf.bwd_weights_algo {{.*}} [by-hand] [argument-transform]
    // CHECK: status = miopenConvolutionBackwardWeights(handle, &one, l.y_desc, t.d_z, l.x_desc, t.x, l.conv, l.filter_algo, &zero, l.w_desc, t.d_w, ws, ws_size);
    status = cudnnConvolutionBackwardFilter(handle, &one, l.x_desc, t.x, l.y_desc, t.d_z, l.conv, l.filter_algo, ws, ws_size, &zero, l.w_desc, t.d_w);
  // CHECK: if (status == miopenStatusSuccess)
  if (status == CUDNN_STATUS_SUCCESS)
    // WARN: {{.*}}cudnn-training-step.cu:[[@LINE+2]]:14: warning: cudnnConvolutionBackwardData is converted; by hand: before the first call for these descriptors on this handle, MIOpen must have run miopenFindConvolutionBackwardDataAlgorithm(handle, dyDesc, dy, wDesc, w, convDesc, dxDesc, dx, 1, &count, &perf, workSpace, workSpaceSize, false) {{.*}} perf.bwd_data_algo {{.*}} [by-hand] [argument-transform]
    // CHECK: status = miopenConvolutionBackwardData(handle, &one, l.y_desc, t.d_z, l.w_desc, t.w, l.conv, l.data_algo, &zero, l.x_desc, t.d_x, ws, ws_size);
    status = cudnnConvolutionBackwardData(handle, &one, l.w_desc, t.w, l.y_desc, t.d_z, l.conv, l.data_algo, ws, ws_size, &zero, l.x_desc, t.d_x);
  // CHECK: hipFree(ws);
  cudaFree(ws);

  const float step = -rate;
  // CHECK: hipblasSaxpy(blas, l.weights, &step, t.d_w, 1, t.w, 1);
  cublasSaxpy(blas, l.weights, &step, t.d_w, 1, t.w, 1);
  return status;
}

// The gradient of the classifier's input from that of its probabilities.
// CHECK: miopenStatus_t softmaxBackward(miopenHandle_t handle, miopenTensorDescriptor_t desc,
cudnnStatus_t softmaxBackward(cudnnHandle_t handle, cudnnTensorDescriptor_t desc,
                              const float *probs, const float *d_probs, float *d_logits) {
  const float one = 1.0f, zero = 0.0f;
  // CHECK: return miopenSoftmaxBackward_V2(handle, &one, desc, probs, desc, d_probs, &zero, desc, d_logits, MIOPEN_SOFTMAX_ACCURATE, MIOPEN_SOFTMAX_MODE_CHANNEL);
  return cudnnSoftmaxBackward(handle, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, desc, probs, desc, d_probs, &zero, desc, d_logits);
}
