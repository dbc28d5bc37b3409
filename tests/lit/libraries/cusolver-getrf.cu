// Solving A X = B with cuSOLVER's dense LU (getrf + getrs) becomes hipSOLVER's
// cuSOLVER-compatible hipsolverDn API.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// hipSOLVER is in Debian's ROCm 6.4 (tests/rocm): the output is compiled with it.
// RUN: %hip64_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipsolver/hipsolver.h>
#include <cusolverDn.h>

// A is n x n, B is n x nrhs, both column-major on the device; B gets X.
// CHECK: hipsolverStatus_t solve(float *a, float *b, int n, int nrhs) {
cusolverStatus_t solve(float *a, float *b, int n, int nrhs) {
  // CHECK: hipsolverDnHandle_t handle;
  cusolverDnHandle_t handle;
  // CHECK: hipsolverStatus_t status = hipsolverDnCreate(&handle);
  cusolverStatus_t status = cusolverDnCreate(&handle);
  // CHECK: if (status != HIPSOLVER_STATUS_SUCCESS)
  if (status != CUSOLVER_STATUS_SUCCESS)
    return status;
  int work_size = 0;
  // CHECK: hipsolverDnSgetrf_bufferSize(handle, n, n, a, n, &work_size);
  cusolverDnSgetrf_bufferSize(handle, n, n, a, n, &work_size);
  float *work;
  int *pivots, *info;
  // CHECK: hipMalloc(&work, work_size * sizeof(float));
  cudaMalloc(&work, work_size * sizeof(float));
  // CHECK: hipMalloc(&pivots, n * sizeof(int));
  cudaMalloc(&pivots, n * sizeof(int));
  // CHECK: hipMalloc(&info, sizeof(int));
  cudaMalloc(&info, sizeof(int));
  // CHECK: status = hipsolverDnSgetrf(handle, n, n, a, n, work, pivots, info);
  status = cusolverDnSgetrf(handle, n, n, a, n, work, pivots, info);
  // CHECK: if (status == HIPSOLVER_STATUS_SUCCESS)
  if (status == CUSOLVER_STATUS_SUCCESS)
    // CHECK: status = hipsolverDnSgetrs(handle, HIPBLAS_OP_N, n, nrhs, a, n, pivots, b,
    status = cusolverDnSgetrs(handle, CUBLAS_OP_N, n, nrhs, a, n, pivots, b,
                              n, info);
  // CHECK: hipFree(info);
  cudaFree(info);
  // CHECK: hipFree(pivots);
  cudaFree(pivots);
  // CHECK: hipFree(work);
  cudaFree(work);
  // CHECK: hipsolverDnDestroy(handle);
  cusolverDnDestroy(handle);
  return status;
}
