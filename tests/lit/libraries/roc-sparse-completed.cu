// --roc: cuSPARSE names the roc tables now complete: the index-only (X)
// conversions and sorts, which rocSPARSE names without the X, the getters
// and setters of the generic API's descriptors that take no data type, the
// attribute enum, BSR and the descriptors' structs.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check --roc %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <rocsparse/rocsparse.h>
#include <cusparse.h>

// CHECK: rocsparse_status sort(rocsparse_handle handle, int m, int n, int nnz, int *rows,
cusparseStatus_t sort(cusparseHandle_t handle, int m, int n, int nnz, int *rows,
                      int *cols, int *perm, void *buffer, int *offsets) {
  // CHECK: _rocsparse_handle *raw = handle;
  cusparseContext *raw = handle;
  // CHECK: rocsparse_coosort_by_row(raw, m, n, nnz, rows, cols, perm, buffer);
  cusparseXcoosortByRow(raw, m, n, nnz, rows, cols, perm, buffer);
  // CHECK: return rocsparse_coo2csr(handle, rows, nnz, m, offsets,
  return cusparseXcoo2csr(handle, rows, nnz, m, offsets,
                          // CHECK: rocsparse_index_base_zero);
                          CUSPARSE_INDEX_BASE_ZERO);
}

// CHECK: rocsparse_status inspect(rocsparse_spmat_descr matrix, rocsparse_dnvec_descr vector,
cusparseStatus_t inspect(cusparseSpMatDescr_t matrix, cusparseDnVecDescr_t vector,
                         void *values, bool *bsr) {
  int64_t rows, cols, nnz;
  // CHECK: rocsparse_spmat_get_size(matrix, &rows, &cols, &nnz);
  cusparseSpMatGetSize(matrix, &rows, &cols, &nnz);
  // CHECK: rocsparse_format format;
  cusparseFormat_t format;
  // CHECK: rocsparse_spmat_get_format(matrix, &format);
  cusparseSpMatGetFormat(matrix, &format);
  // CHECK: *bsr = format == rocsparse_format_bsr;
  *bsr = format == CUSPARSE_FORMAT_BSR;
  // CHECK: rocsparse_fill_mode fill = rocsparse_fill_mode_lower;
  cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER;
  // CHECK: rocsparse_spmat_attribute attribute = rocsparse_spmat_fill_mode;
  cusparseSpMatAttribute_t attribute = CUSPARSE_SPMAT_FILL_MODE;
  // CHECK: rocsparse_spmat_set_attribute(matrix, attribute, &fill, sizeof(fill));
  cusparseSpMatSetAttribute(matrix, attribute, &fill, sizeof(fill));
  // CHECK: return rocsparse_dnvec_set_values(vector, values);
  return cusparseDnVecSetValues(vector, values);
}
