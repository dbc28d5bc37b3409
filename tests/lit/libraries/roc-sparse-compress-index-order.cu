// --roc: rocSPARSE's csr2csr_compress takes each matrix's row pointers
// before its column indices, where cuSPARSE takes the column indices first:
// both are int pointers, so only roc-order= keeps the call from compiling
// with the two swapped. A complex call is cast in the reordered list too;
// its tolerance, a value, must be an object to be read as rocSPARSE's type.
// RUN: %hipify %s -o %t.hip --roc 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: sed -e '/make_hipComplex/d' %t.hip > %t.compiled.hip
// RUN: %hip64_check --roc %t.compiled.hip

#include <cublas_v2.h>
#include <cusparse.h>

void compress(cusparseHandle_t handle, int m, int n, cusparseMatDescr_t descr,
              const float *val, const int *colInd, const int *rowPtr, int nnz,
              const int *perRow, float *valC, int *colIndC, int *rowPtrC,
              const cuComplex *cval, cuComplex *cvalC, cuComplex tol) {
  // CHECK: rocsparse_scsr2csr_compress(handle, m, n, descr, val, rowPtr, colInd, nnz, perRow, valC, rowPtrC, colIndC, 0.5f);
  cusparseScsr2csr_compress(handle, m, n, descr, val, colInd, rowPtr, nnz, perRow, valC, colIndC, rowPtrC, 0.5f);
  // CHECK: rocsparse_ccsr2csr_compress(handle, m, n, descr, reinterpret_cast<const rocsparse_float_complex*>(cval), rowPtr, colInd, nnz, perRow, reinterpret_cast<rocsparse_float_complex*>(cvalC), rowPtrC, colIndC, *reinterpret_cast<const rocsparse_float_complex*>(&tol));
  cusparseCcsr2csr_compress(handle, m, n, descr, cval, colInd, rowPtr, nnz, perRow, cvalC, colIndC, rowPtrC, tol);
  // WARN: {{.*}}roc-sparse-compress-index-order.cu:[[#@LINE+2]]:3: warning: 'cusparseCcsr2csr_compress' takes other arguments in HIP, and argument 13 is a temporary, which has no address to read it as rocsparse_float_complex through; the call is left as written [argument-transform]
  // CHECK: cusparseCcsr2csr_compress(handle, m, n, descr, cval, colInd, rowPtr, nnz, perRow, cvalC, colIndC, rowPtrC, make_hipComplex(0.5f, 0.f));
  cusparseCcsr2csr_compress(handle, m, n, descr, cval, colInd, rowPtr, nnz, perRow, cvalC, colIndC, rowPtrC, make_cuComplex(0.5f, 0.f));
}
