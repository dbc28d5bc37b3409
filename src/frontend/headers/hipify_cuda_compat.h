// hipify-cpp: declarations nvcc provides and clang's CUDA mode lacks.
#pragma clang system_header

// nvcc's runtime header includes <stdio.h>, <time.h> and <assert.h>
// (crt/common_functions.h), which clang's CUDA wrapper skips: code calls
// printf or assert on the strength of it. HIP's runtime header includes
// them too, so the output needs nothing added.
#include <assert.h>
#include <stdio.h>
#include <time.h>

// nvcc declares host overloads of min/max (crt/math_functions.hpp) for these
// argument types; clang only has the device ones.
#define __HIPIFY_MINMAX(R, A, B)                                              \
  static inline __host__ R min(A __a, B __b) {                                \
    return static_cast<R>(__b) < static_cast<R>(__a) ? __b : __a;             \
  }                                                                           \
  static inline __host__ R max(A __a, B __b) {                                \
    return static_cast<R>(__a) < static_cast<R>(__b) ? __b : __a;             \
  }
__HIPIFY_MINMAX(int, int, int)
__HIPIFY_MINMAX(unsigned int, unsigned int, unsigned int)
__HIPIFY_MINMAX(unsigned int, int, unsigned int)
__HIPIFY_MINMAX(unsigned int, unsigned int, int)
__HIPIFY_MINMAX(long, long, long)
__HIPIFY_MINMAX(unsigned long, unsigned long, unsigned long)
__HIPIFY_MINMAX(unsigned long, long, unsigned long)
__HIPIFY_MINMAX(unsigned long, unsigned long, long)
__HIPIFY_MINMAX(long long, long long, long long)
__HIPIFY_MINMAX(unsigned long long, unsigned long long, unsigned long long)
__HIPIFY_MINMAX(unsigned long long, long long, unsigned long long)
__HIPIFY_MINMAX(unsigned long long, unsigned long long, long long)
__HIPIFY_MINMAX(float, float, float)
__HIPIFY_MINMAX(double, double, double)
__HIPIFY_MINMAX(double, float, double)
__HIPIFY_MINMAX(double, double, float)
#undef __HIPIFY_MINMAX

// Host code calls isnan/isinf/isfinite unqualified; nvcc makes std's visible
// globally (as libstdc++'s <math.h> does, so the two agree).
#include <cmath>
using std::isfinite;
using std::isinf;
using std::isnan;

// Cache-hinted loads and stores clang's __clang_cuda_intrinsics.h lacks
// (it has __ldcg, __ldcs, __ldcv, __stwt). The value parameter is not
// deduced, so it converts as with nvcc's per-type overloads.
template <typename __T> struct __hipify_same { typedef __T type; };
template <typename __T> __device__ __T __ldca(const __T *);
template <typename __T> __device__ __T __ldlu(const __T *);
template <typename __T>
__device__ void __stcg(__T *, typename __hipify_same<__T>::type);
template <typename __T>
__device__ void __stcs(__T *, typename __hipify_same<__T>::type);
template <typename __T>
__device__ void __stwb(__T *, typename __hipify_same<__T>::type);

// nvcc's scoped atomics: builtins of nvcc, their constants in
// crt/device_functions.h under __CUDACC__ only.
enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};
enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};
#define __HIPIFY_NV_SCOPE int __scope = __NV_THREAD_SCOPE_SYSTEM
#define __HIPIFY_NV_VALUE typename __hipify_same<__T>::type
#define __HIPIFY_NV_FETCH(OP)                                                 \
  template <typename __T>                                                     \
  __device__ __T __nv_atomic_fetch_##OP(__T *, __HIPIFY_NV_VALUE, int,        \
                                        __HIPIFY_NV_SCOPE);
__HIPIFY_NV_FETCH(add)
__HIPIFY_NV_FETCH(sub)
__HIPIFY_NV_FETCH(and)
__HIPIFY_NV_FETCH(or)
__HIPIFY_NV_FETCH(xor)
__HIPIFY_NV_FETCH(min)
__HIPIFY_NV_FETCH(max)
#undef __HIPIFY_NV_FETCH
template <typename __T>
__device__ __T __nv_atomic_load_n(const __T *, int, __HIPIFY_NV_SCOPE);
template <typename __T>
__device__ void __nv_atomic_load(const __T *, __T *, int, __HIPIFY_NV_SCOPE);
template <typename __T>
__device__ void __nv_atomic_store_n(__T *, __HIPIFY_NV_VALUE, int,
                                    __HIPIFY_NV_SCOPE);
template <typename __T>
__device__ void __nv_atomic_store(__T *, __T *, int, __HIPIFY_NV_SCOPE);
template <typename __T>
__device__ __T __nv_atomic_exchange_n(__T *, __HIPIFY_NV_VALUE, int,
                                      __HIPIFY_NV_SCOPE);
template <typename __T>
__device__ void __nv_atomic_exchange(__T *, __T *, __T *, int,
                                     __HIPIFY_NV_SCOPE);
template <typename __T>
__device__ bool __nv_atomic_compare_exchange_n(__T *, __T *, __HIPIFY_NV_VALUE,
                                               bool, int, int,
                                               __HIPIFY_NV_SCOPE);
template <typename __T>
__device__ bool __nv_atomic_compare_exchange(__T *, __T *, __T *, bool, int,
                                             int, __HIPIFY_NV_SCOPE);
__device__ void __nv_atomic_thread_fence(int, __HIPIFY_NV_SCOPE);
#undef __HIPIFY_NV_SCOPE
#undef __HIPIFY_NV_VALUE
