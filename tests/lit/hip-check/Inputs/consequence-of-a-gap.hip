// The error on the missing name breaks the declaration around it: the
// explicit instantiation then refers to nothing (a second error, next line).
#include <hip/hip_runtime.h>

template <typename T> hipError_t graphFlags(T, hipGraphExec_t exec) {
  unsigned long long flags = 0;
  return hipGraphExecGetFlags(exec, &flags);
}
template hipError_t graphFlags<int>(int,
                                    hipGraphExecGetFlags exec);
