// --roc: cuBLAS, cuRAND, cuSPARSE and cuSOLVER go to rocBLAS, rocRAND,
// rocSPARSE and rocSOLVER (headers, types, enumerators, functions; rocSOLVER
// works on rocBLAS handles). A name with no roc equivalent in the tables is
// left as written and reported, never given a hip* name.
// RUN: %hipify %s -o %t.hip --roc 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %roc_names %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <rocblas/rocblas.h>
// CHECK-NEXT: #include <rocrand/rocrand.h>
// CHECK-NEXT: #include <rocsparse/rocsparse.h>
// CHECK-NEXT: #include <rocsolver/rocsolver.h>
#include <cublas_v2.h>
#include <curand.h>
#include <cusparse.h>
#include <cusolverDn.h>

// WARN: {{.*}}roc-targets.cu:[[#@LINE+40]]:3: warning: 'cusolverDnSgetrf_bufferSize' is unsupported in HIP [identifier]
// WARN-NOT: warning
void run(float *a, float *b, float *c, int n, int *pivots, int *info,
         float *work) {
  // CHECK: rocblas_handle blas;
  cublasHandle_t blas;
  // CHECK: rocblas_create_handle(&blas);
  cublasCreate(&blas);
  const float one = 1.0f;
  // CHECK: rocblas_sgemm(blas, rocblas_operation_none, rocblas_operation_transpose, n, n, n, &one, a, n, b, n, &one, c, n);
  cublasSgemm(blas, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, a, n, b, n, &one, c, n);
  // CHECK: rocblas_destroy_handle(blas);
  cublasDestroy(blas);

  // CHECK: rocrand_generator generator;
  curandGenerator_t generator;
  // CHECK: rocrand_create_generator(&generator, ROCRAND_RNG_PSEUDO_DEFAULT);
  curandCreateGenerator(&generator, CURAND_RNG_PSEUDO_DEFAULT);
  // CHECK: rocrand_set_seed(generator, 42ULL);
  curandSetPseudoRandomGeneratorSeed(generator, 42ULL);
  // CHECK: rocrand_generate_uniform(generator, a, n);
  curandGenerateUniform(generator, a, n);

  // CHECK: rocsparse_handle sparse;
  cusparseHandle_t sparse;
  // CHECK: rocsparse_create_handle(&sparse);
  cusparseCreate(&sparse);
  // CHECK: rocsparse_mat_descr descr;
  cusparseMatDescr_t descr;
  // CHECK: rocsparse_create_mat_descr(&descr);
  cusparseCreateMatDescr(&descr);
  // CHECK: rocsparse_set_mat_index_base(descr, rocsparse_index_base_zero);
  cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO);

  // CHECK: rocblas_handle solver;
  cusolverDnHandle_t solver;
  // CHECK: rocblas_create_handle(&solver);
  cusolverDnCreate(&solver);
  int lwork = 0;
  // CHECK: cusolverDnSgetrf_bufferSize(solver, n, n, a, n, &lwork);
  cusolverDnSgetrf_bufferSize(solver, n, n, a, n, &lwork);
  // CHECK: rocsolver_sgetrf(solver, n, n, a, n, work, pivots, info);
  cusolverDnSgetrf(solver, n, n, a, n, work, pivots, info);
}
