// --hipdnn targets hipDNN, hipify-clang's default for cuDNN: hipDNN mirrors
// cuDNN 7's API, so the calls whose MIOpen shape differs convert one-to-one
// here. Names hipDNN lacks (cuDNN 8/9 additions) are reported, never given
// a MIOpen name. The later of --hipdnn and --miopen wins.
// RUN: %hipify --hipdnn %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// hipDNN ships in no ROCm: only the names are checked (../shared/hip-api/hipdnn.txt).
// RUN: %hip_names %t.hip
// RUN: %hipify --hipdnn --miopen %s -o %t.miopen.hip 2> /dev/null
// RUN: %FileCheck %s --check-prefix=MIOPEN --input-file=%t.miopen.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipdnn.h>
// MIOPEN: #include <miopen/miopen.h>
#include <cudnn.h>

// CHECK: hipdnnStatus_t forward(hipdnnHandle_t handle, const float *x, const float *w, float *y,
cudnnStatus_t forward(cudnnHandle_t handle, const float *x, const float *w, float *y,
                      int n, int c, int h, int k, int r, void *workspace, size_t workspace_size) {
  // CHECK: hipdnnTensorDescriptor_t x_desc, y_desc;
  // MIOPEN: miopenTensorDescriptor_t x_desc, y_desc;
  cudnnTensorDescriptor_t x_desc, y_desc;
  // CHECK: hipdnnFilterDescriptor_t w_desc;
  cudnnFilterDescriptor_t w_desc;
  // CHECK: hipdnnConvolutionDescriptor_t conv;
  cudnnConvolutionDescriptor_t conv;
  // CHECK: hipdnnCreateTensorDescriptor(&x_desc);
  cudnnCreateTensorDescriptor(&x_desc);
  // CHECK: hipdnnCreateFilterDescriptor(&w_desc);
  cudnnCreateFilterDescriptor(&w_desc);
  // CHECK: hipdnnCreateConvolutionDescriptor(&conv);
  cudnnCreateConvolutionDescriptor(&conv);
  // CHECK: hipdnnSetTensor4dDescriptor(x_desc, HIPDNN_TENSOR_NCHW, HIPDNN_DATA_FLOAT, n, c, h, h);
  cudnnSetTensor4dDescriptor(x_desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, h, h);
  // CHECK: hipdnnSetFilter4dDescriptor(w_desc, HIPDNN_DATA_FLOAT, HIPDNN_TENSOR_NCHW, k, c, r, r);
  cudnnSetFilter4dDescriptor(w_desc, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, k, c, r, r);
  // CHECK: hipdnnSetConvolution2dDescriptor(conv, 0, 0, 1, 1, 1, 1, HIPDNN_CROSS_CORRELATION,
  cudnnSetConvolution2dDescriptor(conv, 0, 0, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION,
                                  // CHECK: HIPDNN_DATA_FLOAT);
                                  CUDNN_DATA_FLOAT);
  // CHECK: hipdnnCreateTensorDescriptor(&y_desc);
  cudnnCreateTensorDescriptor(&y_desc);
  // CHECK: hipdnnConvolutionFwdAlgo_t algo = HIPDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM;
  cudnnConvolutionFwdAlgo_t algo = CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM;
  float alpha = 1.0f, beta = 0.0f;
  size_t bytes = 0;
  // CHECK: cudnnGetTensorSizeInBytes(x_desc, &bytes);
  cudnnGetTensorSizeInBytes(x_desc, &bytes);
  // CHECK: hipdnnStatus_t status = hipdnnConvolutionForward(
  // MIOPEN: miopenStatus_t status = miopenConvolutionForward(
  // MIOPEN-NEXT: handle, &alpha, x_desc, x, w_desc, w, conv, algo, &beta, y_desc,
  // MIOPEN-NEXT: y, workspace, workspace_size);
  cudnnStatus_t status = cudnnConvolutionForward(
      handle, &alpha, x_desc, x, w_desc, w, conv, algo, workspace, workspace_size,
      &beta, y_desc, y);
  // CHECK: if (status == HIPDNN_STATUS_SUCCESS)
  if (status == CUDNN_STATUS_SUCCESS)
    // CHECK: status = hipdnnSetConvolutionGroupCount(conv, 2);
    status = cudnnSetConvolutionGroupCount(conv, 2);
  // CHECK: hipdnnDestroyFilterDescriptor(w_desc);
  cudnnDestroyFilterDescriptor(w_desc);
  return status;
}

// WARN: {{.*}}cudnn-hipdnn-target.cu:50:3: warning: 'cudnnGetTensorSizeInBytes' is unsupported in HIP [identifier]
// WARN-NOT: warning
