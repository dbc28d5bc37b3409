// A user rule renames only what resolves to the user's declaration of the
// rule's kind and scope: names that merely share the spelling are left as
// written (a local variable, a parameter, a member function and a data
// member, a variable of the same name, a class's nested type, a function-like
// macro where the rule says function, a name in a comment or a string), as
// are uses the preprocessor never resolves (an inactive #if branch).
// RUN: %hipify --rules %S/Inputs/helpers.rules %s -o %t.hip 2> %t.err
// RUN: test ! -s %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

// CHECK: inline bool checkHipErrors(hipError_t e) { return e == hipSuccess; }
inline bool checkCudaErrors(cudaError_t e) { return e == cudaSuccess; }

struct Logger {
  // CHECK: bool checkCudaErrors(int code) { return code == 0; }
  bool checkCudaErrors(int code) { return code == 0; }
  // CHECK: struct MyCudaStream {};
  struct MyCudaStream {};
  // CHECK: int gCudaDevice = 0;
  int gCudaDevice = 0;
};

namespace other {
// A variable: the rule for this spelling is a function's.
// CHECK: int checkCudaErrors = 1;
int checkCudaErrors = 1;
} // namespace other

// CHECK: int scale(int checkCudaErrors) { return checkCudaErrors * 2; }
int scale(int checkCudaErrors) { return checkCudaErrors * 2; }

// CHECK: void log(const char *text = "checkCudaErrors failed");
void log(const char *text = "checkCudaErrors failed");

int use(Logger &logger) {
  // CHECK: int checkCudaErrors = other::checkCudaErrors;
  int checkCudaErrors = other::checkCudaErrors;
  // CHECK: Logger::MyCudaStream nested;
  Logger::MyCudaStream nested;
  // CHECK: return logger.checkCudaErrors(checkCudaErrors) + logger.gCudaDevice;
  return logger.checkCudaErrors(checkCudaErrors) + logger.gCudaDevice;
}

#if 0
// Never parsed: nothing proves whose name this is.
// CHECK: void stale() { checkCudaErrors(hipSuccess); }
void stale() { checkCudaErrors(cudaSuccess); }
#endif

// The rule for this spelling is a macro's: a function of that name is left.
// CHECK: inline void CUDA_CHECK_LAST() {}
inline void CUDA_CHECK_LAST() {}
// CHECK: void last() { CUDA_CHECK_LAST(); }
void last() { CUDA_CHECK_LAST(); }
