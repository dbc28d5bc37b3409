// The CUDA 13 library types the samples' helper headers use have nothing in
// hipBLAS or hipSOLVER 6.4: each use is left as written and reported with the
// table's reason (`why=`), which says what the HIP libraries lack.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// The output keeps the CUDA names, so it is not compiled.

#include <cublas_v2.h>
#include <cusolverDn.h>
#include <cusparse.h>

// WARN: {{.*}}unsupported-reason.cu:[[@LINE+2]]:1: warning: 'cudaEmulationMantissaControl' is unsupported in HIP: hipBLAS and rocBLAS 6.4 have no emulated (fixed-point) GEMM, so nothing to control [identifier]
// CHECK: cudaEmulationMantissaControl control;
cudaEmulationMantissaControl control;
// WARN: {{.*}}unsupported-reason.cu:[[@LINE+2]]:1: warning: 'cusolverIRSRefinement_t' is unsupported in HIP: hipSOLVER 6.4 has no iterative-refinement (IRS) API; hipsolverSSgesv and friends solve in one precision [identifier]
// CHECK: cusolverIRSRefinement_t refinement;
cusolverIRSRefinement_t refinement;
// WARN: {{.*}}unsupported-reason.cu:[[@LINE+2]]:14: warning: 'cusparseSpGEMM_getNumProducts' is unsupported in HIP: hipSPARSE 6.4 has no way to count the products of an SpGEMM [identifier]
// CHECK: auto count = cusparseSpGEMM_getNumProducts;
auto count = cusparseSpGEMM_getNumProducts;
