// --roc: cuComplex and cuDoubleComplex become rocBLAS's complex types, which
// rocSPARSE's C and Z functions do not take: they take their own, of the same
// layout. The data casts each complex argument (roc-cast=N:TYPE): a pointer
// to the pointee type rocSPARSE names, const as CUDA's parameter is; a value
// read through its address. Variables declared with CUDA's types still
// compile: rocBLAS's header, which a program using cuBLAS too includes,
// declares the types they are written with.
// RUN: %hipify %s -o %t.hip --roc 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --allow-empty --input-file=%t.err
// RUN: %hip64_check --roc %t.hip

// CHECK: #include <rocblas/rocblas.h>
#include <cublas_v2.h>
// CHECK: #include <rocsparse/rocsparse.h>
#include <cusparse.h>

// CHECK: void add(rocsparse_handle handle, int m, int n, const rocblas_float_complex *alpha,
void add(cusparseHandle_t handle, int m, int n, const cuComplex *alpha,
         cusparseMatDescr_t descrA, int nnzA, const cuComplex *valA,
         const int *rowA, const int *colA, cuComplex *beta,
         cusparseMatDescr_t descrB, int nnzB, const cuComplex *valB,
         const int *rowB, const int *colB, cusparseMatDescr_t descrC,
         // CHECK: rocblas_float_complex *valC, int *rowC, int *colC, void *workspace) {
         cuComplex *valC, int *rowC, int *colC, void *workspace) {
  // CHECK: rocsparse_ccsrgeam(handle, m, n, reinterpret_cast<const rocsparse_float_complex*>(alpha), descrA, nnzA, reinterpret_cast<const rocsparse_float_complex*>(valA), rowA, colA,
  // CHECK-NEXT: reinterpret_cast<const rocsparse_float_complex*>(beta), descrB, nnzB, reinterpret_cast<const rocsparse_float_complex*>(valB), rowB, colB, descrC, reinterpret_cast<rocsparse_float_complex*>(valC), rowC, colC);
  cusparseCcsrgeam2(handle, m, n, alpha, descrA, nnzA, valA, rowA, colA,
                    beta, descrB, nnzB, valB, rowB, colB, descrC, valC, rowC, colC, workspace);
}

int factor(cusparseHandle_t handle, int m, int nnz, cusparseMatDescr_t descr,
           // CHECK: rocblas_double_complex *values, const int *rowPtr, const int *colInd,
           cuDoubleComplex *values, const int *rowPtr, const int *colInd,
           // CHECK: rocsparse_mat_info info, rocsparse_solve_policy policy, void *buffer) {
           csrilu02Info_t info, cusparseSolvePolicy_t policy, void *buffer) {
  // CHECK: rocsparse_zcsrilu0_analysis(handle, m, nnz, descr, reinterpret_cast<const rocsparse_double_complex*>(values), rowPtr, colInd, info, rocsparse_analysis_policy_force, policy, buffer);
  cusparseZcsrilu02_analysis(handle, m, nnz, descr, values, rowPtr, colInd, info, policy, buffer);
  // A null pointer converts as it is written.
  // CHECK: rocsparse_zcsrilu0(handle, m, nnz, descr, nullptr, rowPtr, colInd, info, policy, buffer);
  cusparseZcsrilu02(handle, m, nnz, descr, nullptr, rowPtr, colInd, info, policy, buffer);
  // CHECK: return rocsparse_zcsrilu0(handle, m, nnz, descr, reinterpret_cast<rocsparse_double_complex*>(values), rowPtr, colInd, info, policy, buffer);
  return cusparseZcsrilu02(handle, m, nnz, descr, values, rowPtr, colInd, info, policy, buffer);
}

// In a template, the cast follows CUDA's parameter, as in each instantiation.
// WARN-NOT: {{.*}}warning{{.*}}
template <typename T>
int factorAny(cusparseHandle_t handle, int m, int nnz, cusparseMatDescr_t descr,
              T *values, const int *rowPtr, const int *colInd,
              csrilu02Info_t info, cusparseSolvePolicy_t policy, void *buffer) {
  // CHECK: return rocsparse_ccsrilu0(handle, m, nnz, descr, reinterpret_cast<rocsparse_float_complex*>(values), rowPtr, colInd, info, policy, buffer);
  return cusparseCcsrilu02(handle, m, nnz, descr, values, rowPtr, colInd, info, policy, buffer);
}

int factorSingle(cusparseHandle_t handle, int m, int nnz,
                 cusparseMatDescr_t descr, cuComplex *values, const int *rowPtr,
                 const int *colInd, csrilu02Info_t info,
                 cusparseSolvePolicy_t policy, void *buffer) {
  return factorAny(handle, m, nnz, descr, values, rowPtr, colInd, info, policy, buffer);
}

struct Tolerance {
  cuComplex value;
};

int compressedSize(cusparseHandle_t handle, int m, cusparseMatDescr_t descr,
                   const cuComplex *values, const int *rowPtr, int *perRow,
                   const Tolerance &tolerance, cuComplex tol) {
  int nnz = 0;
  // A value is read through its address, as rocSPARSE's type.
  // CHECK: rocsparse_cnnz_compress(handle, m, descr, reinterpret_cast<const rocsparse_float_complex*>(values), rowPtr, perRow, &nnz, *reinterpret_cast<const rocsparse_float_complex*>(&tol));
  cusparseCnnz_compress(handle, m, descr, values, rowPtr, perRow, &nnz, tol);
  cuComplex tolerances[2] = {tol, tol};
  // CHECK: rocsparse_cnnz_compress(handle, m, descr, reinterpret_cast<const rocsparse_float_complex*>(tolerances), rowPtr, perRow, &nnz, *reinterpret_cast<const rocsparse_float_complex*>(&tolerances[1]));
  cusparseCnnz_compress(handle, m, descr, tolerances, rowPtr, perRow, &nnz, tolerances[1]);
  // CHECK: return rocsparse_cnnz_compress(handle, m, descr, reinterpret_cast<const rocsparse_float_complex*>(values), rowPtr, perRow, &nnz, *reinterpret_cast<const rocsparse_float_complex*>(&tolerance.value));
  return cusparseCnnz_compress(handle, m, descr, values, rowPtr, perRow, &nnz, tolerance.value);
}
