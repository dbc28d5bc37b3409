// An argument HIP has no parameter for is dropped only when nothing is lost
// with it: a call in it (which may have side effects) keeps the whole call as
// written, reported. Without one, the call converts.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// The first call is kept on purpose: names only.
// RUN: %hip_names %t.hip

#include <cudnn.h>

// CHECK: miopenConvFwdAlgorithm_t pickAlgo(int *calls);
cudnnConvolutionFwdAlgo_t pickAlgo(int *calls);

// CHECK: size_t workspace(miopenHandle_t h, miopenTensorDescriptor_t x, miopenTensorDescriptor_t w,
// CHECK-NEXT: miopenConvolutionDescriptor_t c, miopenTensorDescriptor_t y) {
// CHECK-NEXT: int calls = 0;
// CHECK-NEXT: size_t sz = 0, total = 0;
// CHECK-NEXT: cudnnGetConvolutionForwardWorkspaceSize(h, x, w, c, y, pickAlgo(&calls), &sz);
// CHECK-NEXT: total += sz;
// CHECK-NEXT: miopenConvolutionForwardGetWorkSpaceSize(h, w, x, c, y, &sz);
// CHECK-NEXT: return total + sz + calls;
// CHECK-NEXT: }
// WARN: {{.*}}.cu:[[@LINE+5]]:3: warning: 'cudnnGetConvolutionForwardWorkspaceSize' takes other arguments in HIP, and it would drop 'pickAlgo(&calls)', which may have side effects; the call is left as written [argument-transform]
size_t workspace(cudnnHandle_t h, cudnnTensorDescriptor_t x, cudnnFilterDescriptor_t w,
                 cudnnConvolutionDescriptor_t c, cudnnTensorDescriptor_t y) {
  int calls = 0;
  size_t sz = 0, total = 0;
  cudnnGetConvolutionForwardWorkspaceSize(h, x, w, c, y, pickAlgo(&calls), &sz);
  total += sz;
  cudnnGetConvolutionForwardWorkspaceSize(h, x, w, c, y, CUDNN_CONVOLUTION_FWD_ALGO_GEMM, &sz);
  return total + sz + calls;
}
