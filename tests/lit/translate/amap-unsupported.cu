// --amap writes names HIP lacks all the same, with the CUDA prefix made
// HIP's, and still reports each as unsupported (not counted as converted).
// Without --amap they stay as written.
// RUN: %hipify %s -o %t.hip --amap --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %hipify %s -o %t.plain 2> /dev/null
// RUN: %FileCheck %s --check-prefix=PLAIN --input-file=%t.plain

// WARN: {{.*}}amap-unsupported.cu:[[#@LINE+13]]:3: warning: 'cudaCtxResetPersistingL2Cache' is unsupported in HIP; written as 'hipCtxResetPersistingL2Cache' (--amap)
// WARN-NEXT: {{.*}}amap-unsupported.cu:[[#@LINE+15]]:9: warning: 'cuDeviceGetLuid' is unsupported in HIP; written as 'hipDeviceGetLuid' (--amap)
// WARN-NEXT: {{.*}}amap-unsupported.cu:[[#@LINE+16]]:14: warning: 'CU_CTX_COREDUMP_ENABLE' is unsupported in HIP; written as 'HIP_CTX_COREDUMP_ENABLE' (--amap)
// WARN: CONVERTED refs count: 4
// WARN-NEXT: UNCONVERTED refs count: 3
#include <cuda.h>
#include <cuda_runtime.h>

void reset(char *luid, unsigned *mask, CUdevice device) {
  // CHECK: hipDeviceSynchronize();
  cudaDeviceSynchronize();
  // CHECK: hipCtxResetPersistingL2Cache();
  // PLAIN: cudaCtxResetPersistingL2Cache();
  cudaCtxResetPersistingL2Cache();
  // CHECK: (void)hipDeviceGetLuid(luid, mask, device);
  // PLAIN: (void)cuDeviceGetLuid(luid, mask, device);
  (void)cuDeviceGetLuid(luid, mask, device);
  // CHECK: int flag = HIP_CTX_COREDUMP_ENABLE;
  int flag = CU_CTX_COREDUMP_ENABLE;
  (void)flag;
}
