// cuSOLVER's low-level sparse API (cusolverSp_LOWLEVEL_PREVIEW.h) has no
// hipSOLVER counterpart: its names are left as written and reported, while the
// cusolverSp names the header brings in are converted with its include.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// The output still calls the low-level API, so it is not compiled.

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hipsolver/hipsolver.h>
#include <cusolverSp_LOWLEVEL_PREVIEW.h>

// CHECK: hipsolverStatus_t analyse(hipsolverSpHandle_t handle) {
cusolverStatus_t analyse(cusolverSpHandle_t handle) {
  // WARN: {{.*}}cusolversp-lowlevel-unsupported.cu:[[@LINE+2]]:3: warning: 'csrcholInfo_t' is unsupported in HIP [identifier]
  // CHECK: csrcholInfo_t info;
  csrcholInfo_t info;
  // WARN: {{.*}}cusolversp-lowlevel-unsupported.cu:[[@LINE+2]]:10: warning: 'cusolverSpCreateCsrcholInfo' is unsupported in HIP [identifier]
  // CHECK: return cusolverSpCreateCsrcholInfo(&info);
  return cusolverSpCreateCsrcholInfo(&info);
}
