// The RNN enums of cuDNN 8/9 (algorithm, bias mode, forward mode, data
// layout) and the RNN data descriptor have MIOpen counterparts of the same
// meaning: the enumerators map by meaning, not by value (cuDNN's inference
// mode is 0, MIOpen's is 1), and the RNN data descriptor is MIOpen's
// sequence tensor descriptor.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <miopen/miopen.h>
#include <cudnn.h>

struct RnnConfig {
  // CHECK: miopenRNNAlgo_t algo;
  cudnnRNNAlgo_t algo;
  // CHECK: miopenRNNBiasMode_t bias;
  cudnnRNNBiasMode_t bias;
  // CHECK: miopenRNNFWDMode_t mode;
  cudnnForwardMode_t mode;
  // CHECK: miopenRNNBaseLayout_t layout;
  cudnnRNNDataLayout_t layout;
};

RnnConfig configure(bool training, bool withBias, bool batchMajor, bool packed) {
  RnnConfig config;
  // CHECK: config.algo = miopenRNNdefault;
  config.algo = CUDNN_RNN_ALGO_STANDARD;
  // CHECK: config.bias = withBias ? miopenRNNwithBias : miopenRNNNoBias;
  config.bias = withBias ? CUDNN_RNN_DOUBLE_BIAS : CUDNN_RNN_NO_BIAS;
  // CHECK: config.mode = training ? miopenRNNTraining : miopenRNNInference;
  config.mode = training ? CUDNN_FWD_MODE_TRAINING : CUDNN_FWD_MODE_INFERENCE;
  if (batchMajor)
    // CHECK: config.layout = miopenRNNDataBatchMajorPadded;
    config.layout = CUDNN_RNN_DATA_LAYOUT_BATCH_MAJOR_UNPACKED;
  else if (packed)
    // CHECK: config.layout = miopenRNNDataSeqMajorNotPadded;
    config.layout = CUDNN_RNN_DATA_LAYOUT_SEQ_MAJOR_PACKED;
  else
    // CHECK: config.layout = miopenRNNDataSeqMajorPadded;
    config.layout = CUDNN_RNN_DATA_LAYOUT_SEQ_MAJOR_UNPACKED;
  return config;
}

// CHECK: miopenStatus_t withRnnData(miopenStatus_t (*use)(miopenSeqTensorDescriptor_t)) {
cudnnStatus_t withRnnData(cudnnStatus_t (*use)(cudnnRNNDataDescriptor_t)) {
  // CHECK: miopenSeqTensorDescriptor_t data;
  cudnnRNNDataDescriptor_t data;
  // CHECK: miopenStatus_t status = miopenCreateSeqTensorDescriptor(&data);
  cudnnStatus_t status = cudnnCreateRNNDataDescriptor(&data);
  // CHECK: if (status != miopenStatusSuccess)
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  status = use(data);
  // CHECK: miopenDestroySeqTensorDescriptor(data);
  cudnnDestroyRNNDataDescriptor(data);
  return status;
}
