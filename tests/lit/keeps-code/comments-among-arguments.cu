// A comment goes where its code goes: a dropped argument's comment keeps the
// argument, and a comment between arguments that MIOpen's order moves keeps
// them in place; both calls are left whole and reported. A comment inside an
// argument moves with it.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// The first calls are kept on purpose: names only.
// RUN: %hip_names %t.hip

#include <cudnn.h>

// CHECK: void describe(miopenTensorDescriptor_t d) {
// CHECK-NEXT: cudnnSetTensor4dDescriptor(d, /* rows first */ miopenTensorNCHW, miopenFloat, 1, 2, 3, 4);
// CHECK-NEXT: }
// WARN: {{.*}}.cu:[[@LINE+2]]:3: warning: 'cudnnSetTensor4dDescriptor' takes other arguments in HIP, and it would remove the comment '/* rows first */'; the call is left as written; instead: {{.*}} [argument-transform]
void describe(cudnnTensorDescriptor_t d) {
  cudnnSetTensor4dDescriptor(d, /* rows first */ CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 2, 3, 4);
}

// CHECK: size_t workspace(miopenHandle_t h, miopenTensorDescriptor_t x, miopenTensorDescriptor_t w,
// CHECK-NEXT: miopenConvolutionDescriptor_t c, miopenTensorDescriptor_t y) {
// CHECK-NEXT: size_t sz = 0;
// CHECK-NEXT: cudnnGetConvolutionForwardWorkspaceSize(h, x, /* filter */ w, c, y, miopenConvolutionFwdAlgoGEMM, &sz);
// CHECK-NEXT: miopenConvolutionForwardGetWorkSpaceSize(h, (/* the filter */ w), x, c, y, &sz);
// CHECK-NEXT: return sz;
// CHECK-NEXT: }
// WARN: {{.*}}.cu:[[@LINE+4]]:3: warning: 'cudnnGetConvolutionForwardWorkspaceSize' takes other arguments in HIP, and a comment between its arguments would stay in place while they move; the call is left as written [argument-transform]
size_t workspace(cudnnHandle_t h, cudnnTensorDescriptor_t x, cudnnFilterDescriptor_t w,
                 cudnnConvolutionDescriptor_t c, cudnnTensorDescriptor_t y) {
  size_t sz = 0;
  cudnnGetConvolutionForwardWorkspaceSize(h, x, /* filter */ w, c, y, CUDNN_CONVOLUTION_FWD_ALGO_GEMM, &sz);
  cudnnGetConvolutionForwardWorkspaceSize(h, x, (/* the filter */ w), c, y, CUDNN_CONVOLUTION_FWD_ALGO_GEMM, &sz);
  return sz;
}
