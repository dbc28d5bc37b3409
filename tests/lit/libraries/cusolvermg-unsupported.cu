// cuSOLVER's multi-GPU API (cusolverMg) has no hipSOLVER counterpart: the
// include and every use are left as written and reported: the include says
// HIP has no multi-GPU solver API, the uses name the single-device hipSOLVER
// name to port to where there is one.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err --implicit-check-not=warning:
// The output still includes <cusolverMg.h>, so it is not compiled.

// CHECK: #include <hip/hip_runtime.h>
// WARN: {{.*}}cusolvermg-unsupported.cu:[[@LINE+2]]:10: warning: 'cusolverMg.h' is unsupported in HIP: HIP has no multi-GPU solver API (hipSOLVER 6.4 solves on one device: hipsolverDn) [include]
// CHECK-NEXT: #include <cusolverMg.h>
#include <cusolverMg.h>

// CHECK: hipsolverStatus_t factor(int devices, int *device_ids) {
cusolverStatus_t factor(int devices, int *device_ids) {
  // WARN: {{.*}}cusolvermg-unsupported.cu:[[@LINE+2]]:3: warning: 'cusolverMgHandle_t' is unsupported in HIP; in HIP use 'hipsolverDnHandle_t' instead [identifier]
  // CHECK: cusolverMgHandle_t handle;
  cusolverMgHandle_t handle;
  // WARN: {{.*}}cusolvermg-unsupported.cu:[[@LINE+2]]:29: warning: 'cusolverMgCreate' is unsupported in HIP; in HIP use 'hipsolverDnCreate' instead [identifier]
  // CHECK: hipsolverStatus_t status = cusolverMgCreate(&handle);
  cusolverStatus_t status = cusolverMgCreate(&handle);
  // WARN: {{.*}}cusolvermg-unsupported.cu:[[@LINE+2]]:3: warning: 'cusolverMgDeviceSelect' is unsupported in HIP [identifier]
  // CHECK: cusolverMgDeviceSelect(handle, devices, device_ids);
  cusolverMgDeviceSelect(handle, devices, device_ids);
  // WARN: {{.*}}cusolvermg-unsupported.cu:[[@LINE+2]]:3: warning: 'cudaLibMgGrid_t' is unsupported in HIP [identifier]
  // CHECK: cudaLibMgGrid_t grid;
  cudaLibMgGrid_t grid;
  // WARN: {{.*}}cusolvermg-unsupported.cu:[[@LINE+3]]:3: warning: 'cusolverMgCreateDeviceGrid' is unsupported in HIP [identifier]
  // WARN: {{.*}}cusolvermg-unsupported.cu:[[@LINE+3]]:30: warning: 'CUDALIBMG_GRID_MAPPING_COL_MAJOR' is unsupported in HIP [identifier]
  // CHECK: cusolverMgCreateDeviceGrid(&grid, 1, devices, device_ids,
  cusolverMgCreateDeviceGrid(&grid, 1, devices, device_ids,
                             CUDALIBMG_GRID_MAPPING_COL_MAJOR);
  // WARN: {{.*}}cusolvermg-unsupported.cu:[[@LINE+2]]:3: warning: 'cusolverMgDestroyGrid' is unsupported in HIP [identifier]
  // CHECK: cusolverMgDestroyGrid(grid);
  cusolverMgDestroyGrid(grid);
  // WARN: {{.*}}cusolvermg-unsupported.cu:[[@LINE+2]]:3: warning: 'cusolverMgDestroy' is unsupported in HIP; in HIP use 'hipsolverDnDestroy' instead [identifier]
  // CHECK: cusolverMgDestroy(handle);
  cusolverMgDestroy(handle);
  return status;
}
