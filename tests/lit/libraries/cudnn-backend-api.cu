// cuDNN's graph (backend) API maps one-to-one to MIOpen's miopenBackend*
// API: descriptors, attribute names and types, descriptor types, heuristic
// and pointwise modes. MIOpen declares it only under MIOPEN_BETA_API, so the
// translation unit defines it before its first include.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check %t.hip

// CHECK: #ifndef MIOPEN_BETA_API
// CHECK-NEXT: #define MIOPEN_BETA_API
// CHECK-NEXT: #endif
// CHECK-NEXT: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <miopen/miopen.h>
#include <cudnn_backend.h>

// CHECK: miopenStatus_t makeTensor(miopenBackendDescriptor_t *tensor, int64_t uid,
cudnnStatus_t makeTensor(cudnnBackendDescriptor_t *tensor, int64_t uid,
                         int64_t *dims, int64_t *strides) {
  // CHECK: miopenStatus_t status = miopenBackendCreateDescriptor(MIOPEN_BACKEND_TENSOR_DESCRIPTOR, tensor);
  cudnnStatus_t status = cudnnBackendCreateDescriptor(CUDNN_BACKEND_TENSOR_DESCRIPTOR, tensor);
  // CHECK: if (status != miopenStatusSuccess)
  if (status != CUDNN_STATUS_SUCCESS)
    return status;
  // CHECK: miopenDataType_t type = miopenFloat;
  cudnnDataType_t type = CUDNN_DATA_FLOAT;
  int64_t alignment = 16;
  // CHECK: miopenBackendSetAttribute(*tensor, MIOPEN_ATTR_TENSOR_DATA_TYPE, MIOPEN_TYPE_DATA_TYPE, 1, &type);
  cudnnBackendSetAttribute(*tensor, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &type);
  // CHECK: miopenBackendSetAttribute(*tensor, MIOPEN_ATTR_TENSOR_DIMENSIONS, MIOPEN_TYPE_INT64, 4, dims);
  cudnnBackendSetAttribute(*tensor, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64, 4, dims);
  // CHECK: miopenBackendSetAttribute(*tensor, MIOPEN_ATTR_TENSOR_STRIDES, MIOPEN_TYPE_INT64, 4, strides);
  cudnnBackendSetAttribute(*tensor, CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64, 4, strides);
  // CHECK: miopenBackendSetAttribute(*tensor, MIOPEN_ATTR_TENSOR_UNIQUE_ID, MIOPEN_TYPE_INT64, 1, &uid);
  cudnnBackendSetAttribute(*tensor, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, 1, &uid);
  // CHECK: miopenBackendSetAttribute(*tensor, MIOPEN_ATTR_TENSOR_BYTE_ALIGNMENT, MIOPEN_TYPE_INT64, 1,
  cudnnBackendSetAttribute(*tensor, CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64, 1,
                           &alignment);
  // CHECK: return miopenBackendFinalize(*tensor);
  return cudnnBackendFinalize(*tensor);
}

// CHECK: miopenStatus_t makeRelu(miopenBackendDescriptor_t *relu) {
cudnnStatus_t makeRelu(cudnnBackendDescriptor_t *relu) {
  // CHECK: miopenBackendCreateDescriptor(MIOPEN_BACKEND_POINTWISE_DESCRIPTOR, relu);
  cudnnBackendCreateDescriptor(CUDNN_BACKEND_POINTWISE_DESCRIPTOR, relu);
  // CHECK: miopenPointwiseMode_t mode = MIOPEN_POINTWISE_RELU_FWD;
  cudnnPointwiseMode_t mode = CUDNN_POINTWISE_RELU_FWD;
  // CHECK: miopenBackendSetAttribute(*relu, MIOPEN_ATTR_POINTWISE_MODE, MIOPEN_TYPE_POINTWISE_MODE, 1, &mode);
  cudnnBackendSetAttribute(*relu, CUDNN_ATTR_POINTWISE_MODE, CUDNN_TYPE_POINTWISE_MODE, 1, &mode);
  // CHECK: return miopenBackendFinalize(*relu);
  return cudnnBackendFinalize(*relu);
}

// CHECK: int64_t engineCount(miopenBackendDescriptor_t graph) {
int64_t engineCount(cudnnBackendDescriptor_t graph) {
  // CHECK: miopenBackendDescriptor_t heuristics;
  cudnnBackendDescriptor_t heuristics;
  // CHECK: miopenBackendCreateDescriptor(MIOPEN_BACKEND_ENGINEHEUR_DESCRIPTOR, &heuristics);
  cudnnBackendCreateDescriptor(CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR, &heuristics);
  // CHECK: miopenBackendHeurMode_t mode = MIOPEN_HEUR_MODE_INSTANT;
  cudnnBackendHeurMode_t mode = CUDNN_HEUR_MODE_INSTANT;
  // CHECK: miopenBackendSetAttribute(heuristics, MIOPEN_ATTR_ENGINEHEUR_OPERATION_GRAPH,
  cudnnBackendSetAttribute(heuristics, CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH,
                           // CHECK: MIOPEN_TYPE_BACKEND_DESCRIPTOR, 1, &graph);
                           CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &graph);
  // CHECK: miopenBackendSetAttribute(heuristics, MIOPEN_ATTR_ENGINEHEUR_MODE, MIOPEN_TYPE_HEUR_MODE, 1, &mode);
  cudnnBackendSetAttribute(heuristics, CUDNN_ATTR_ENGINEHEUR_MODE, CUDNN_TYPE_HEUR_MODE, 1, &mode);
  // CHECK: miopenBackendFinalize(heuristics);
  cudnnBackendFinalize(heuristics);
  int64_t count = 0;
  // CHECK: miopenBackendAttributeName_t name = MIOPEN_ATTR_ENGINEHEUR_RESULTS;
  cudnnBackendAttributeName_t name = CUDNN_ATTR_ENGINEHEUR_RESULTS;
  // CHECK: miopenBackendAttributeType_t type = MIOPEN_TYPE_BACKEND_DESCRIPTOR;
  cudnnBackendAttributeType_t type = CUDNN_TYPE_BACKEND_DESCRIPTOR;
  // CHECK: miopenBackendGetAttribute(heuristics, name, type, 0, &count, nullptr);
  cudnnBackendGetAttribute(heuristics, name, type, 0, &count, nullptr);
  // CHECK: miopenBackendDestroyDescriptor(heuristics);
  cudnnBackendDestroyDescriptor(heuristics);
  return count;
}

// CHECK: miopenStatus_t run(miopenHandle_t handle, miopenBackendDescriptor_t plan,
cudnnStatus_t run(cudnnHandle_t handle, cudnnBackendDescriptor_t plan,
                  // CHECK: miopenBackendDescriptor_t variantPack) {
                  cudnnBackendDescriptor_t variantPack) {
  // CHECK: miopenBackendDescriptorType_t kind = MIOPEN_BACKEND_EXECUTION_PLAN_DESCRIPTOR;
  cudnnBackendDescriptorType_t kind = CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR;
  (void)kind;
  // CHECK: return miopenBackendExecute(handle, plan, variantPack);
  return cudnnBackendExecute(handle, plan, variantPack);
}
