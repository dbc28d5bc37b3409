// hipGraphExecGetFlags came after HIP 6.0.2, the NVIDIA layer's version.
#include <hip/hip_runtime.h>

unsigned long long flagsOf(hipGraphExec_t exec) {
  unsigned long long flags = 0;
  (void)hipGraphExecGetFlags(exec, &flags);
  return flags;
}
