// In templates, a call whose arguments depend on T is resolved only per
// instantiation: its overload set is renamed as written when every
// candidate is the user's declaration the rule names. Class templates and
// their specializations are renamed like classes.
// RUN: %hipify --rules %S/Inputs/helpers.rules %s -o %t.hip 2> %t.err
// RUN: test ! -s %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

// CHECK: inline void checkHipErrors(hipError_t e) {}
inline void checkCudaErrors(cudaError_t e) {}
// CHECK: inline void checkHipErrors(hipError_t e, int line) {}
inline void checkCudaErrors(cudaError_t e, int line) {}

// CHECK: template <typename T> void release(T *p) { checkHipErrors(hipFree(p), __LINE__); }
template <typename T> void release(T *p) { checkCudaErrors(cudaFree(p), __LINE__); }

// Never instantiated: only the pattern is seen.
// CHECK: template <typename T> void clear(T *p, T v) { checkHipErrors(hipMemset(p, v, sizeof(T))); }
template <typename T> void clear(T *p, T v) { checkCudaErrors(cudaMemset(p, v, sizeof(T))); }

// CHECK: template <typename T> class MyHipStream {
template <typename T> class MyCudaStream {
public:
  // CHECK: MyHipStream() = default;
  MyCudaStream() = default;
  // CHECK: MyHipStream<T> *self() { return this; }
  MyCudaStream<T> *self() { return this; }
};

// CHECK: template <> class MyHipStream<void> {};
template <> class MyCudaStream<void> {};

void use(float *p) {
  release(p);
  // CHECK: MyHipStream<float> s;
  MyCudaStream<float> s;
  // CHECK: MyHipStream<void> v;
  MyCudaStream<void> v;
}
