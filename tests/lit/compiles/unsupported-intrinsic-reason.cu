// The rounding-mode intrinsics other than round-to-nearest, the SIMD-in-word
// intrinsics and the system-scope atomicInc/atomicDec have no HIP 6.4
// spelling: each stays as written, and its warning says why (the entry's
// 'why=' in mappings/device.tsv).
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:

#include <cuda_runtime.h>

__global__ void kernel(float *f, double *d, unsigned *u) {
  // CHECK: f[0] = __fadd_rd(f[1], f[2]) + __fadd_rn(f[1], f[2]);
  // WARN: {{.*}}unsupported-intrinsic-reason.cu:[[@LINE+1]]:10: warning: '__fadd_rd' is unsupported in HIP: HIP 6.4 declares the _rd, _ru and _rz operations only where OCML_BASIC_ROUNDED_OPERATIONS is defined (clang's __clang_hip_math.h), which HIP's headers never define [identifier]
  f[0] = __fadd_rd(f[1], f[2]) + __fadd_rn(f[1], f[2]);
  // CHECK: d[0] = __dsqrt_rz(d[1]);
  // WARN: {{.*}}unsupported-intrinsic-reason.cu:[[@LINE+1]]:10: warning: '__dsqrt_rz' is unsupported in HIP: HIP 6.4 declares the _rd, _ru and _rz operations only where OCML_BASIC_ROUNDED_OPERATIONS is defined (clang's __clang_hip_math.h), which HIP's headers never define [identifier]
  d[0] = __dsqrt_rz(d[1]);
  // CHECK: u[0] = __vabs2(u[1]);
  // WARN: {{.*}}unsupported-intrinsic-reason.cu:[[@LINE+1]]:10: warning: '__vabs2' is unsupported in HIP: HIP 6.4 has no SIMD-in-word functions [identifier]
  u[0] = __vabs2(u[1]);
  // CHECK: u[2] = atomicInc_system(u + 3, 7u);
  // WARN: {{.*}}unsupported-intrinsic-reason.cu:[[@LINE+1]]:10: warning: 'atomicInc_system' is unsupported in HIP: HIP 6.4's atomicInc works at device scope only; it has no _system form [identifier]
  u[2] = atomicInc_system(u + 3, 7u);
}
