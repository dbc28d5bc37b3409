// --rules FILE renames the user's own functions and macros: the
// declarations, the definition, and every use the AST or the preprocessor
// resolves to them (calls, overloads, the address taken, a using-declaration,
// uses in other macros' bodies and arguments, #ifdef, defined, #undef).
// RUN: %hipify --rules %S/../user-rules/Inputs/helpers.rules %s -o %t.hip 2> %t.err
// RUN: test ! -s %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check --allow HIP_CHECK --allow HIP_CHECK_LAST %t.hip

#include <cstdio>
#include <cuda_runtime.h>

// CHECK: inline bool checkHipErrors(hipError_t status) {
inline bool checkCudaErrors(cudaError_t status) {
  return status == cudaSuccess;
}
// CHECK: inline bool checkHipErrors(hipError_t status, const char *what) {
inline bool checkCudaErrors(cudaError_t status, const char *what) {
  // CHECK: if (!checkHipErrors(status))
  if (!checkCudaErrors(status))
    std::printf("%s\n", what);
  return status == cudaSuccess;
}

// CHECK: #ifndef HIP_CHECK
#ifndef CUDA_CHECK
// CHECK: #define HIP_CHECK(call) checkHipErrors((call), #call)
#define CUDA_CHECK(call) checkCudaErrors((call), #call)
#endif
// A macro using another: renamed in its body, where it is spelled.
// CHECK: #define HIP_CHECK_LAST() HIP_CHECK(hipGetLastError())
#define CUDA_CHECK_LAST() CUDA_CHECK(cudaGetLastError())

// CHECK: bool (*checker)(hipError_t) = &checkHipErrors;
bool (*checker)(cudaError_t) = &checkCudaErrors;

namespace wrapped {
// CHECK: using ::checkHipErrors;
using ::checkCudaErrors;
} // namespace wrapped

void run(float *p) {
  // CHECK: HIP_CHECK(hipMemset(p, 0, 4));
  CUDA_CHECK(cudaMemset(p, 0, 4));
  // CHECK: HIP_CHECK_LAST();
  CUDA_CHECK_LAST();
  // CHECK: HIP_CHECK(checkHipErrors(hipDeviceSynchronize()) ? hipSuccess : hipErrorUnknown);
  CUDA_CHECK(checkCudaErrors(cudaDeviceSynchronize()) ? cudaSuccess : cudaErrorUnknown);
  // CHECK: wrapped::checkHipErrors(hipStreamSynchronize(0), "sync");
  wrapped::checkCudaErrors(cudaStreamSynchronize(0), "sync");
}

// CHECK: #if defined(HIP_CHECK_LAST)
#if defined(CUDA_CHECK_LAST)
// CHECK: #undef HIP_CHECK_LAST
#undef CUDA_CHECK_LAST
#endif
