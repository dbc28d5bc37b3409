// cudaGetDriverEntryPoint asks for the driver entry point matching the CUDA
// runtime it is built with; hipGetProcAddress takes that version as an
// argument (HIP's encoding: 100 * major + 10 * minor) and its query-result
// pointer has no default. The flags HIP takes are only the default ones (0).
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_names %t.hip

#include <cuda_runtime.h>

typedef int (*AllocFunction)(void **, size_t);

AllocFunction lookup(unsigned long long flags) {
  void *function = nullptr;
  // CHECK: hipDriverProcAddressQueryResult status;
  cudaDriverEntryPointQueryResult status;
  // CHECK: hipGetProcAddress("hipMalloc", &function, HIP_VERSION_MAJOR*100+HIP_VERSION_MINOR*10, flags, &status);
  cudaGetDriverEntryPoint("cuMemAlloc", &function, flags, &status);
  // CHECK: if (status != HIP_GET_PROC_ADDRESS_SUCCESS)
  if (status != cudaDriverEntryPointSuccess)
    return nullptr;
  // CHECK: hipGetProcAddress("hipFree", &function, HIP_VERSION_MAJOR*100+HIP_VERSION_MINOR*10, 0, nullptr);
  cudaGetDriverEntryPoint("cuMemFree", &function, 0);
  // CHECK: hipGetProcAddress("hipMalloc", &function, HIP_VERSION_MAJOR*100+HIP_VERSION_MINOR*10, cudaEnableDefault, nullptr);
  cudaGetDriverEntryPoint("cuMemAlloc", &function, cudaEnableDefault);
  return reinterpret_cast<AllocFunction>(function);
}

// ERR: {{.*}}driver-entry-point.cu:26:52: warning: 'cudaEnableDefault' is unsupported in HIP; in HIP use '0' instead [identifier]

// The output is name-checked only: the reported flags stay.
