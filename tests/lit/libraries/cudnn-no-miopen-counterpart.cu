// cuDNN names whose MIOpen enum lacks the counterpart, or whose MIOpen
// function of the same arguments does something else, are left and reported
// even where their type or their neighbours convert: a persistent RNN
// algorithm, a single-bias mode, atan2, cuDNN 9's SDPA operation, an RNN
// data setter MIOpen ignores the padding fill of, the backend initializer
// MIOpen gives other arguments.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// The reported names stay cuDNN's: names only.
// RUN: %hip_names %t.hip

// CHECK: #ifndef MIOPEN_BETA_API
// CHECK-NEXT: #define MIOPEN_BETA_API
// CHECK-NEXT: #endif
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <miopen/miopen.h>
#include <cudnn.h>

void configure(cudnnRNNDataDescriptor_t data, int *lengths, float *fill,
               cudnnBackendDescriptor_t op) {
  // CHECK: miopenRNNAlgo_t algo = CUDNN_RNN_ALGO_PERSIST_STATIC;
  cudnnRNNAlgo_t algo = CUDNN_RNN_ALGO_PERSIST_STATIC;
  // CHECK: miopenRNNBiasMode_t bias = CUDNN_RNN_SINGLE_INP_BIAS;
  cudnnRNNBiasMode_t bias = CUDNN_RNN_SINGLE_INP_BIAS;
  // CHECK: miopenPointwiseMode_t mode = CUDNN_POINTWISE_ATAN2;
  cudnnPointwiseMode_t mode = CUDNN_POINTWISE_ATAN2;
  // CHECK: miopenBackendDescriptorType_t kind = CUDNN_BACKEND_OPERATION_SDPA_FWD_DESCRIPTOR;
  cudnnBackendDescriptorType_t kind = CUDNN_BACKEND_OPERATION_SDPA_FWD_DESCRIPTOR;
  // CHECK: cudnnSetRNNDataDescriptor(data, miopenFloat, miopenRNNDataSeqMajorPadded, 8, 2, 16,
  cudnnSetRNNDataDescriptor(data, CUDNN_DATA_FLOAT, CUDNN_RNN_DATA_LAYOUT_SEQ_MAJOR_UNPACKED, 8, 2, 16,
                            lengths, fill);
  // CHECK: cudnnBackendInitialize(op);
  cudnnBackendInitialize(op);
  (void)algo, (void)bias, (void)mode, (void)kind;
}

// WARN-DAG: {{.*}}: warning: 'CUDNN_RNN_ALGO_PERSIST_STATIC' is unsupported in HIP [identifier]
// WARN-DAG: {{.*}}: warning: 'CUDNN_RNN_SINGLE_INP_BIAS' is unsupported in HIP [identifier]
// WARN-DAG: {{.*}}: warning: 'CUDNN_POINTWISE_ATAN2' is unsupported in HIP [identifier]
// WARN-DAG: {{.*}}: warning: 'CUDNN_BACKEND_OPERATION_SDPA_FWD_DESCRIPTOR' is unsupported in HIP [identifier]
// WARN-DAG: {{.*}}: warning: 'cudnnSetRNNDataDescriptor' is unsupported in HIP; instead: miopenSetRNNDataSeqTensorDescriptor(desc, dataType, layout, maxSeqLength, batchSize, vectorSize, seqLengthArray, paddingMarker): the same arguments, but MIOpen ignores the padding fill (its layouts are miopenRNNBaseLayout_t) [identifier]
// WARN-DAG: {{.*}}: warning: 'cudnnBackendInitialize' is unsupported in HIP; instead: miopenBackendInitialize(descriptor, descriptorType, sizeInBytes) takes the descriptor type and size [identifier]
