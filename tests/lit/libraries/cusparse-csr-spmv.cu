// Sparse matrix-vector product y = A x with the generic cuSPARSE API (CSR
// matrix, dense vectors, work buffer) becomes the same hipSPARSE generic API.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipsparse/hipsparse.h>
#include <cusparse.h>

// rows x cols CSR matrix with nnz entries, all arrays already on the device.
// CHECK: hipsparseStatus_t spmv(int rows, int cols, int nnz, int *row_offsets,
cusparseStatus_t spmv(int rows, int cols, int nnz, int *row_offsets,
                      int *columns, float *values, float *x, float *y) {
  // CHECK: hipsparseHandle_t handle;
  cusparseHandle_t handle;
  // CHECK: hipsparseStatus_t status = hipsparseCreate(&handle);
  cusparseStatus_t status = cusparseCreate(&handle);
  // CHECK: if (status != HIPSPARSE_STATUS_SUCCESS)
  if (status != CUSPARSE_STATUS_SUCCESS)
    return status;
  // CHECK: hipsparseSpMatDescr_t matrix;
  cusparseSpMatDescr_t matrix;
  // CHECK: hipsparseDnVecDescr_t vec_x, vec_y;
  cusparseDnVecDescr_t vec_x, vec_y;
  // CHECK: hipsparseCreateCsr(&matrix, rows, cols, nnz, row_offsets, columns, values,
  // CHECK:                   HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
  // CHECK:                   HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F);
  cusparseCreateCsr(&matrix, rows, cols, nnz, row_offsets, columns, values,
                    CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  // CHECK: hipsparseCreateDnVec(&vec_x, cols, x, HIP_R_32F);
  cusparseCreateDnVec(&vec_x, cols, x, CUDA_R_32F);
  // CHECK: hipsparseCreateDnVec(&vec_y, rows, y, HIP_R_32F);
  cusparseCreateDnVec(&vec_y, rows, y, CUDA_R_32F);

  const float alpha = 1.0f, beta = 0.0f;
  size_t buffer_size = 0;
  // CHECK: hipsparseSpMV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha,
  // CHECK:                         matrix, vec_x, &beta, vec_y, HIP_R_32F,
  // CHECK:                         HIPSPARSE_SPMV_ALG_DEFAULT, &buffer_size);
  cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha,
                          matrix, vec_x, &beta, vec_y, CUDA_R_32F,
                          CUSPARSE_SPMV_ALG_DEFAULT, &buffer_size);
  void *buffer = nullptr;
  // CHECK: hipMalloc(&buffer, buffer_size);
  cudaMalloc(&buffer, buffer_size);
  // CHECK: status = hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matrix,
  // CHECK:                       vec_x, &beta, vec_y, HIP_R_32F,
  // CHECK:                       HIPSPARSE_SPMV_ALG_DEFAULT, buffer);
  status = cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matrix,
                        vec_x, &beta, vec_y, CUDA_R_32F,
                        CUSPARSE_SPMV_ALG_DEFAULT, buffer);
  // CHECK: hipFree(buffer);
  cudaFree(buffer);
  // CHECK: hipsparseDestroyDnVec(vec_y);
  cusparseDestroyDnVec(vec_y);
  // CHECK: hipsparseDestroyDnVec(vec_x);
  cusparseDestroyDnVec(vec_x);
  // CHECK: hipsparseDestroySpMat(matrix);
  cusparseDestroySpMat(matrix);
  // CHECK: hipsparseDestroy(handle);
  cusparseDestroy(handle);
  return status;
}
