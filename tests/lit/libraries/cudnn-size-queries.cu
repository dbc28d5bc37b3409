// Size queries whose MIOpen counterpart takes the same arguments: a filter
// is a tensor descriptor in MIOpen, so its size is the tensor's; the CTC
// loss workspace query takes the same host arrays.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <miopen/miopen.h>
#include <cudnn.h>

// CHECK: size_t filterBytes(miopenTensorDescriptor_t w) {
size_t filterBytes(cudnnFilterDescriptor_t w) {
  size_t bytes = 0;
  // CHECK: miopenGetTensorNumBytes(w, &bytes);
  cudnnGetFilterSizeInBytes(w, &bytes);
  return bytes;
}

// CHECK: size_t ctcWorkspace(miopenHandle_t handle, miopenTensorDescriptor_t probs,
size_t ctcWorkspace(cudnnHandle_t handle, cudnnTensorDescriptor_t probs,
                    // CHECK: miopenTensorDescriptor_t gradients, miopenCTCLossDescriptor_t ctc,
                    cudnnTensorDescriptor_t gradients, cudnnCTCLossDescriptor_t ctc,
                    const int *labels, const int *labelLengths,
                    const int *inputLengths) {
  size_t bytes = 0;
  // CHECK: miopenGetCTCLossWorkspaceSize(handle, probs, gradients, labels, labelLengths, inputLengths,
  cudnnGetCTCLossWorkspaceSize(handle, probs, gradients, labels, labelLengths, inputLengths,
                               // CHECK: MIOPEN_CTC_LOSS_ALGO_DETERMINISTIC, ctc, &bytes);
                               CUDNN_CTC_LOSS_ALGO_DETERMINISTIC, ctc, &bytes);
  return bytes;
}
