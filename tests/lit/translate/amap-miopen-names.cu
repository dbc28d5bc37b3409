// --amap writes, for a cuDNN name MIOpen has no exact counterpart of, the
// nearest MIOpen name the tables record (amap=), not a guess from the CUDA
// prefix (hipdnn..., which is hipDNN's, another library); each is still
// reported as unsupported.
// RUN: %hipify %s -o %t.hip --amap 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err

#include <cudnn.h>

void find(cudnnHandle_t handle, cudnnTensorDescriptor_t x, const void *xData,
          cudnnFilterDescriptor_t w, const void *wData,
          cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t y,
          void *yData, void *work, size_t workSize,
          cudnnPoolingDescriptor_t pool) {
  // CHECK: miopenConvAlgoPerf_t forward[4];
  cudnnConvolutionFwdAlgoPerf_t forward[4];
  // CHECK: miopenConvAlgoPerf_t backward[4];
  cudnnConvolutionBwdDataAlgoPerf_t backward[4];
  int found = 0;
  // WARN: {{.*}}amap-miopen-names.cu:[[#@LINE+2]]:3: warning: 'cudnnFindConvolutionForwardAlgorithmEx' is unsupported in HIP; written as 'miopenFindConvolutionForwardAlgorithm' (--amap)
  // CHECK: miopenFindConvolutionForwardAlgorithm(handle, x, xData, w, wData, conv, y, yData, 4, &found, forward, work, workSize);
  cudnnFindConvolutionForwardAlgorithmEx(handle, x, xData, w, wData, conv, y, yData, 4, &found, forward, work, workSize);
  cudnnPoolingMode_t mode;
  cudnnNanPropagation_t nan;
  int h, wd, ph, pw, sh, sw;
  // CHECK: miopenGet2dPoolingDescriptor(pool, &mode, &nan, &h, &wd, &ph, &pw, &sh, &sw);
  cudnnGetPooling2dDescriptor(pool, &mode, &nan, &h, &wd, &ph, &pw, &sh, &sw);
  // WARN: {{.*}}amap-miopen-names.cu:[[#@LINE+2]]:21: warning: 'CUDNN_DATA_INT8x4' is unsupported in HIP; written as 'miopenInt8x4' (--amap)
  // CHECK: int packed = (int)miopenInt8x4;
  int packed = (int)CUDNN_DATA_INT8x4;
  (void)packed;
}
