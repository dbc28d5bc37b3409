// cooperative_groups/reduce.h and scan.h have no header in HIP 6.4 (only
// hip/hip_cooperative_groups.h): their includes are kept and reported with
// the reason, and the main cooperative-groups header is converted.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// The output still includes the CUDA headers, so it is not compiled.

// CHECK: #include <hip/hip_cooperative_groups.h>
#include <cooperative_groups.h>
// WARN: {{.*}}cooperative-groups-reduce-scan-reported.cu:[[@LINE+2]]:10: warning: 'cooperative_groups/reduce.h' is unsupported in HIP: HIP 6.4 has no cooperative-groups reduction header (hip/hip_cooperative_groups.h only) [include]
// CHECK: #include <cooperative_groups/reduce.h>
#include <cooperative_groups/reduce.h>
// WARN: {{.*}}cooperative-groups-reduce-scan-reported.cu:[[@LINE+2]]:10: warning: 'cooperative_groups/scan.h' is unsupported in HIP: HIP 6.4 has no cooperative-groups scan header (hip/hip_cooperative_groups.h only) [include]
// CHECK: #include <cooperative_groups/scan.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

// CHECK: __global__ void syncBlock() { cg::this_thread_block().sync(); }
__global__ void syncBlock() { cg::this_thread_block().sync(); }
