// cuSOLVER statuses with no counterpart are reported, saying why: the
// iterative-refinement ones (hipSOLVER has no such solvers) and, with --roc,
// those rocSOLVER's rocblas_status cannot express. The others convert.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=DEFAULT --input-file=%t.err
// RUN: %hipify --roc %s -o %t.roc.hip 2> %t.roc.err
// RUN: %FileCheck %s --check-prefix=ROC --input-file=%t.roc.hip
// RUN: %FileCheck %s --check-prefix=ROCERR --input-file=%t.roc.err

#include <cusolverDn.h>

bool failed(cusolverStatus_t status) {
  // DEFAULT: {{.*}}solver-statuses-reported.cu:[[#@LINE+3]]:20: warning: 'CUSOLVER_STATUS_IRS_PARAMS_INVALID' is unsupported in HIP: hipSOLVER 6.4 has no iterative-refinement solvers (cusolverDnIRS*), whose statuses these are [identifier]
  // CHECK: return status == CUSOLVER_STATUS_IRS_PARAMS_INVALID ||
  // ROC: return status == CUSOLVER_STATUS_IRS_PARAMS_INVALID ||
  return status == CUSOLVER_STATUS_IRS_PARAMS_INVALID ||
         // ROCERR: {{.*}}solver-statuses-reported.cu:[[#@LINE+3]]:20: warning: 'CUSOLVER_STATUS_MAPPING_ERROR' is unsupported in HIP: rocSOLVER 6.4 returns rocblas_status, which has no failed access to GPU memory: its functions report no such error [identifier]
         // CHECK: status == HIPSOLVER_STATUS_MAPPING_ERROR ||
         // ROC: status == CUSOLVER_STATUS_MAPPING_ERROR ||
         status == CUSOLVER_STATUS_MAPPING_ERROR ||
         // ROCERR: {{.*}}solver-statuses-reported.cu:[[#@LINE+3]]:20: warning: 'CUSOLVER_STATUS_EXECUTION_FAILED' is unsupported in HIP: rocSOLVER 6.4 returns rocblas_status, which has no failed kernel execution: rocSOLVER launches asynchronously and reports none [identifier]
         // CHECK: status == HIPSOLVER_STATUS_EXECUTION_FAILED ||
         // ROC: status == CUSOLVER_STATUS_EXECUTION_FAILED ||
         status == CUSOLVER_STATUS_EXECUTION_FAILED ||
         // ROCERR: {{.*}}solver-statuses-reported.cu:[[#@LINE+3]]:20: warning: 'CUSOLVER_STATUS_ZERO_PIVOT' is unsupported in HIP: rocSOLVER 6.4 reports a zero pivot in its info output, not as a rocblas_status [identifier]
         // CHECK: status == HIPSOLVER_STATUS_ZERO_PIVOT ||
         // ROC: status == CUSOLVER_STATUS_ZERO_PIVOT ||
         status == CUSOLVER_STATUS_ZERO_PIVOT ||
         // CHECK: status == HIPSOLVER_STATUS_INTERNAL_ERROR;
         // ROC: status == rocblas_status_internal_error;
         status == CUSOLVER_STATUS_INTERNAL_ERROR;
}
