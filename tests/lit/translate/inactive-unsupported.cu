// An unsupported name in an inactive #if branch is reported as inactive: a
// warning saying so, "inactive" in the JSON report, level "note" in SARIF.
// It is counted in the statistics, but --fail-on-unconverted ignores it
// unless given =all.
// RUN: %hipify %s -o %t.hip --print-stats --report-json=%t.json --report-sarif=%t.sarif 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: %FileCheck %s --check-prefix=SARIF --input-file=%t.sarif
// RUN: %hipify %s -o %t.hip --fail-on-unconverted 2> /dev/null
// RUN: %hipify %s -o %t.hip --fail-on-unconverted=all 2> /dev/null; test $? -eq 1
// RUN: %hipify %s -o %t.hip --fail-on-unconverted=some 2> %t.usage; test $? -eq 2
// RUN: %FileCheck %s --check-prefix=USAGE --input-file=%t.usage
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

void resetCaches() {
  // CHECK: hipDeviceSynchronize();
  cudaDeviceSynchronize();
#if defined(LEGACY_L2_CONTROL)
  // CHECK: cudaCtxResetPersistingL2Cache();
  cudaCtxResetPersistingL2Cache();
#endif
}

// ERR: {{.*}}inactive-unsupported.cu:23:3: warning: 'cudaCtxResetPersistingL2Cache' is unsupported in HIP (in an inactive #if branch) [skipped-block]
// ERR: UNCONVERTED refs count: 1

// JSON: "cuda": "cudaCtxResetPersistingL2Cache",
// JSON-NEXT: "inactive": true,
// JSON-NEXT: "line": 23,

// SARIF: "level": "note",
// SARIF-NEXT: "locations": [
// SARIF: "text": "'cudaCtxResetPersistingL2Cache' is unsupported in HIP (CUDA RT API); in an inactive #if branch"

// USAGE: hipify-cpp: error: invalid --fail-on-unconverted value 'some' (expected nothing or 'all')
