// --roc: candidates the review of `hipify-mapcheck candidates` rejected stay
// reported, never renamed to a rocBLAS/rocSPARSE/rocSOLVER/rocRAND name that
// takes other arguments or means something else (the reasons are comments in
// mappings/): cuBLAS's compute type, the bfloat16 gemv, the cuSPARSE getters
// returning a cudaDataType, cuSOLVER's lauum (rocSOLVER's takes no workspace),
// cuRAND's version.
// RUN: %hipify %s -o %t.hip --roc 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %roc_names %t.hip
#include <cublas_v2.h>
#include <cusparse.h>
#include <cusolverDn.h>
#include <curand.h>

// CHECK: void rejected(rocblas_handle blas, rocsparse_spvec_descr vector,
void rejected(cublasHandle_t blas, cusparseSpVecDescr_t vector,
              // CHECK: rocblas_handle solver, float *a, float *work, int n,
              cusolverDnHandle_t solver, float *a, float *work, int n,
              // CHECK: int *info) {
              int *info) {
  // WARN: {{.*}}roc-rejected.cu:[[#@LINE+2]]:3: warning: 'cublasComputeType_t' is unsupported in HIP [identifier]
  // CHECK: cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  // WARN-NEXT: {{.*}}roc-rejected.cu:[[#@LINE-1]]:33: warning: 'CUBLAS_COMPUTE_32F' is unsupported in HIP [identifier]
  int64_t size, nnz;
  void *indices, *values;
  // CHECK: rocsparse_indextype index_type;
  cusparseIndexType_t index_type;
  // CHECK: rocsparse_index_base base;
  cusparseIndexBase_t base;
  // CHECK: rocblas_datatype type;
  cudaDataType type;
  // WARN-NEXT: {{.*}}roc-rejected.cu:[[#@LINE+2]]:3: warning: 'cusparseSpVecGet' is unsupported in HIP [identifier]
  // CHECK: cusparseSpVecGet(vector, &size, &nnz, &indices, &values, &index_type, &base, &type);
  cusparseSpVecGet(vector, &size, &nnz, &indices, &values, &index_type, &base, &type);
  // WARN-NEXT: {{.*}}roc-rejected.cu:[[#@LINE+2]]:3: warning: 'cusolverDnSlauum' is unsupported in HIP [identifier]
  // CHECK: cusolverDnSlauum(solver, rocblas_fill_lower, n, a, n, work, n, info);
  cusolverDnSlauum(solver, CUBLAS_FILL_MODE_LOWER, n, a, n, work, n, info);
  // WARN-NEXT: {{.*}}roc-rejected.cu:[[#@LINE+2]]:11: warning: 'CURAND_VERSION' is unsupported in HIP [macro-reference]
  // CHECK: int v = CURAND_VERSION;
  int v = CURAND_VERSION;
}
// WARN-NOT: warning
