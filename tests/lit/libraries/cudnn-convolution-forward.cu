// A cuDNN convolution forward with a workspace query, followed by a ReLU:
// handles, descriptors and the activation map one-to-one to MIOpen; the
// calls whose MIOpen shape differs are left and reported, never rewritten
// into a wrong call.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// The descriptor setters MIOpen names otherwise are reported and stay:
// names only.
// RUN: %hip_names %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <miopen/miopen.h>
#include <cudnn.h>

// CHECK: miopenStatus_t forward(miopenHandle_t handle, const float *x, const float *w, float *y,
cudnnStatus_t forward(cudnnHandle_t handle, const float *x, const float *w, float *y,
                      int n, int c, int h, int k, int r) {
  // CHECK: miopenTensorDescriptor_t x_desc, y_desc;
  cudnnTensorDescriptor_t x_desc, y_desc;
  // CHECK: miopenTensorDescriptor_t w_desc;
  cudnnFilterDescriptor_t w_desc;
  // CHECK: miopenConvolutionDescriptor_t conv;
  cudnnConvolutionDescriptor_t conv;
  // CHECK: miopenCreateTensorDescriptor(&x_desc);
  cudnnCreateTensorDescriptor(&x_desc);
  // CHECK: miopenCreateTensorDescriptor(&w_desc);
  cudnnCreateFilterDescriptor(&w_desc);
  // CHECK: miopenCreateConvolutionDescriptor(&conv);
  cudnnCreateConvolutionDescriptor(&conv);
  // CHECK: cudnnSetTensor4dDescriptor(x_desc, miopenTensorNCHW, miopenFloat, n, c, h, h);
  cudnnSetTensor4dDescriptor(x_desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, h, h);
  // CHECK: cudnnSetFilter4dDescriptor(w_desc, miopenFloat, miopenTensorNCHW, k, c, r, r);
  cudnnSetFilter4dDescriptor(w_desc, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, k, c, r, r);
  // CHECK: cudnnSetConvolution2dDescriptor(conv, 0, 0, 1, 1, 1, 1, miopenConvolution,
  cudnnSetConvolution2dDescriptor(conv, 0, 0, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION,
                                  // CHECK: miopenFloat);
                                  CUDNN_DATA_FLOAT);
  int on, oc, oh, ow;
  // CHECK: miopenGetConvolutionForwardOutputDim(conv, x_desc, w_desc, &on, &oc, &oh, &ow);
  cudnnGetConvolution2dForwardOutputDim(conv, x_desc, w_desc, &on, &oc, &oh, &ow);
  // CHECK: miopenCreateTensorDescriptor(&y_desc);
  cudnnCreateTensorDescriptor(&y_desc);
  // CHECK: miopenSet4dTensorDescriptorEx(y_desc, miopenFloat, on, oc, oh, ow, oc * oh * ow, oh * ow, ow, 1);
  cudnnSetTensor4dDescriptorEx(y_desc, CUDNN_DATA_FLOAT, on, oc, oh, ow, oc * oh * ow, oh * ow, ow, 1);

  // CHECK: miopenConvFwdAlgorithm_t algo = CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM;
  cudnnConvolutionFwdAlgo_t algo = CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM;
  size_t workspace_size = 0;
  // CHECK: cudnnGetConvolutionForwardWorkspaceSize(handle, x_desc, w_desc, conv, y_desc, algo,
  cudnnGetConvolutionForwardWorkspaceSize(handle, x_desc, w_desc, conv, y_desc, algo,
                                          &workspace_size);
  void *workspace = nullptr;
  // CHECK: hipMalloc(&workspace, workspace_size);
  cudaMalloc(&workspace, workspace_size);
  float alpha = 1.0f, beta = 0.0f;
  // CHECK: miopenStatus_t status = cudnnConvolutionForward(
  cudnnStatus_t status = cudnnConvolutionForward(
      handle, &alpha, x_desc, x, w_desc, w, conv, algo, workspace, workspace_size,
      &beta, y_desc, y);

  // CHECK: miopenActivationDescriptor_t relu;
  cudnnActivationDescriptor_t relu;
  // CHECK: miopenCreateActivationDescriptor(&relu);
  cudnnCreateActivationDescriptor(&relu);
  // CHECK: cudnnSetActivationDescriptor(relu, miopenActivationRELU, MIOPEN_NOT_PROPAGATE_NAN, 0.0);
  cudnnSetActivationDescriptor(relu, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0);
  // CHECK: if (status == miopenStatusSuccess)
  if (status == CUDNN_STATUS_SUCCESS)
    // CHECK: status = miopenActivationForward(handle, relu, &alpha, y_desc, y, &beta, y_desc, y);
    status = cudnnActivationForward(handle, relu, &alpha, y_desc, y, &beta, y_desc, y);

  // CHECK: hipFree(workspace);
  cudaFree(workspace);
  // CHECK: miopenDestroyActivationDescriptor(relu);
  cudnnDestroyActivationDescriptor(relu);
  // CHECK: miopenDestroyConvolutionDescriptor(conv);
  cudnnDestroyConvolutionDescriptor(conv);
  // CHECK: miopenDestroyTensorDescriptor(w_desc);
  cudnnDestroyFilterDescriptor(w_desc);
  // CHECK: miopenDestroyTensorDescriptor(y_desc);
  cudnnDestroyTensorDescriptor(y_desc);
  // CHECK: miopenDestroyTensorDescriptor(x_desc);
  cudnnDestroyTensorDescriptor(x_desc);
  return status;
}

// WARN-DAG: {{.*}}: warning: 'cudnnSetTensor4dDescriptor' is unsupported in HIP
// WARN-DAG: {{.*}}: warning: 'cudnnGetConvolutionForwardWorkspaceSize' is unsupported in HIP
// WARN-DAG: {{.*}}: warning: 'cudnnConvolutionForward' is unsupported in HIP
// WARN-DAG: {{.*}}: warning: 'CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM' is unsupported in HIP
