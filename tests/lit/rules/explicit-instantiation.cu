// Explicit instantiations restate the template's parameter types, and clang
// keeps no type locations for what they write: the CUDA types there are
// renamed when the instantiated function's types name them (definitions and
// `extern` declarations alike), so none is left unreported.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

template <typename T, int N>
__global__ void axpy(T a, const T *x, T *y) { y[threadIdx.x] += a * x[threadIdx.x]; }

template <typename T, int N>
cudaError_t launchAxpy(T a, const T *x, T *y, cudaStream_t stream, cudaMemcpyKind kind) {
  axpy<T, N><<<1, N, 0, stream>>>(a, x, y);
  return cudaGetLastError();
}

// CHECK: template hipError_t launchAxpy<float, 64>(float, const float *, float *, hipStream_t, hipMemcpyKind);
template cudaError_t launchAxpy<float, 64>(float, const float *, float *, cudaStream_t, cudaMemcpyKind);
// CHECK: extern template hipError_t launchAxpy<double, 32>(double, const double *, double *,
// CHECK-NEXT:                                            hipStream_t stream, hipMemcpyKind kind);
// The elaborated `enum` goes: HIP's NVIDIA platform has hipMemcpyKind as a
// typedef.
// ERR: {{.*}}explicit-instantiation.cu:[[@LINE+2]]:73: warning: 'enum' dropped before 'hipMemcpyKind'{{.*}} [tag-keyword] [explicit-instantiation]
extern template cudaError_t launchAxpy<double, 32>(double, const double *, double *,
                                                   cudaStream_t stream, enum cudaMemcpyKind kind);

// A trailing return type, the last name before the `;`.
template <typename T> auto synchronize(T) -> cudaError_t { return cudaDeviceSynchronize(); }
// CHECK: template auto synchronize<int>(int) -> hipError_t;
template auto synchronize<int>(int) -> cudaError_t;

