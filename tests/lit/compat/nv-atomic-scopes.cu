// nvcc's scoped atomic builtins (__nv_atomic_load_n, ...) and their
// __NV_ATOMIC_* / __NV_THREAD_SCOPE_* constants are unknown to clang 22
// ("use of undeclared identifier"); the compat preamble declares them, so
// the kernel converts, the atomics written as they were.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// HIP has no __nv_atomic_* (hipcc rejects them): names only.
// RUN: %hip_names %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

__global__ void publish(int *flag, int *data, unsigned long long *sum) {
  // CHECK: int seen = __nv_atomic_load_n(flag, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  int seen = __nv_atomic_load_n(flag, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  // CHECK: __nv_atomic_store_n(data, seen + 1, __NV_ATOMIC_RELEASE);
  __nv_atomic_store_n(data, seen + 1, __NV_ATOMIC_RELEASE);
  // CHECK: __nv_atomic_fetch_add(sum, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_fetch_add(sum, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  int expected = 0;
  // CHECK: __nv_atomic_compare_exchange_n(flag, &expected, 1, false, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED);
  __nv_atomic_compare_exchange_n(flag, &expected, 1, false, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED);
  // CHECK: __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
}
