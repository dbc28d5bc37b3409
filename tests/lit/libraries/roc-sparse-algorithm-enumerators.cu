// --roc: cuSPARSE's algorithm, order, format and policy enumerators take
// rocSPARSE's name of the same meaning (rocSPARSE numbers its SpMV algorithms
// as cuSPARSE does), so that the calls taking them convert; the others are
// reported, saying why: an algorithm that promises the same results on every
// run where rocSPARSE's adds with atomics, SpGEMM algorithms rocSPARSE has one
// of, csr2csc algorithms rocSPARSE's csr2csc does not take.
// RUN: %hipify %s -o %t.hip --roc 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: sed -e '/CUSPARSE_/d' %t.hip > %t.compiled.hip
// RUN: %hip64_check --roc %t.compiled.hip

#include <cusparse.h>

size_t sizes(cusparseHandle_t handle, cusparseSpMatDescr_t a,
             cusparseDnVecDescr_t x, cusparseDnVecDescr_t y,
             cusparseDnMatDescr_t b, cusparseDnMatDescr_t c,
             const float *alpha, const float *beta) {
  size_t spmv = 0, spmm = 0;
  // CHECK: rocsparse_spmv(handle, rocsparse_operation_none, alpha, a, x, beta, y,
  // CHECK-NEXT: rocsparse_datatype_f32_r, rocsparse_spmv_alg_csr_adaptive, rocsparse_spmv_stage_buffer_size, &spmv, nullptr);
  cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, x, beta, y,
                          CUDA_R_32F, CUSPARSE_SPMV_CSR_ALG1, &spmv);
  // CHECK: rocsparse_spmm(handle, rocsparse_operation_none, rocsparse_operation_none, alpha, a, b, beta, c, rocsparse_datatype_f32_r, rocsparse_spmm_alg_csr_row_split, rocsparse_spmm_stage_buffer_size, &spmm, nullptr);
  cusparseSpMM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, b, beta, c, CUDA_R_32F, CUSPARSE_SPMM_CSR_ALG2, &spmm);
  return spmv + spmm;
}

// CHECK: rocsparse_spmv_alg spmvAlgorithms[] = {rocsparse_spmv_alg_csr_stream, rocsparse_spmv_alg_coo};
cusparseSpMVAlg_t spmvAlgorithms[] = {CUSPARSE_SPMV_CSR_ALG2, CUSPARSE_SPMV_COO_ALG1};
// CHECK: rocsparse_spmm_alg spmmAlgorithms[] = {rocsparse_spmm_alg_coo_segmented, rocsparse_spmm_alg_coo_segmented_atomic, rocsparse_spmm_alg_csr, rocsparse_spmm_alg_csr_merge, rocsparse_spmm_alg_bell};
cusparseSpMMAlg_t spmmAlgorithms[] = {CUSPARSE_SPMM_COO_ALG1, CUSPARSE_SPMM_COO_ALG3, CUSPARSE_SPMM_CSR_ALG1, CUSPARSE_SPMM_CSR_ALG3, CUSPARSE_SPMM_BLOCKED_ELL_ALG1};
// CHECK: rocsparse_order columnMajor = rocsparse_order_column;
cusparseOrder_t columnMajor = CUSPARSE_ORDER_COL;
// CHECK: rocsparse_format blockedEll = rocsparse_format_bell;
cusparseFormat_t blockedEll = CUSPARSE_FORMAT_BLOCKED_ELL;
// CHECK: rocsparse_solve_policy policies[] = {rocsparse_solve_policy_auto, rocsparse_solve_policy_auto};
cusparseSolvePolicy_t policies[] = {CUSPARSE_SOLVE_POLICY_NO_LEVEL, CUSPARSE_SOLVE_POLICY_USE_LEVEL};
// CHECK: rocsparse_spgemm_alg spgemm = rocsparse_spgemm_alg_default;
cusparseSpGEMMAlg_t spgemm = CUSPARSE_SPGEMM_DEFAULT;

// WARN: {{.*}}roc-sparse-algorithm-enumerators.cu:[[#@LINE+1]]:38: warning: 'CUSPARSE_SPMV_COO_ALG2' is unsupported in HIP: rocSPARSE's second COO algorithm (rocsparse_spmv_alg_coo_atomic) adds with atomics, where this one promises results the same on every run; rocsparse_spmv_alg_coo computes the same product [identifier]
cusparseSpMVAlg_t deterministicCoo = CUSPARSE_SPMV_COO_ALG2;
// WARN: {{.*}}roc-sparse-algorithm-enumerators.cu:[[#@LINE+1]]:39: warning: 'CUSPARSE_SPMM_COO_ALG2' is unsupported in HIP: rocSPARSE's COO algorithms other than the segmented one add with atomics, where this one promises results the same on every run; rocsparse_spmm_alg_coo_segmented computes the same product [identifier]
cusparseSpMMAlg_t deterministicSpmm = CUSPARSE_SPMM_COO_ALG2;
// WARN: {{.*}}roc-sparse-algorithm-enumerators.cu:[[#@LINE+1]]:35: warning: 'CUSPARSE_SPGEMM_ALG1' is unsupported in HIP: rocSPARSE has one SpGEMM algorithm, rocsparse_spgemm_alg_default [identifier]
cusparseSpGEMMAlg_t otherSpgemm = CUSPARSE_SPGEMM_ALG1;
// WARN: {{.*}}roc-sparse-algorithm-enumerators.cu:[[#@LINE+1]]:37: warning: 'CUSPARSE_CSR2CSC_ALG1' is unsupported in HIP: rocSPARSE's csr2csc takes no algorithm (the call that takes one drops it) [identifier]
cusparseCsr2CscAlg_t transposeAlg = CUSPARSE_CSR2CSC_ALG1;
