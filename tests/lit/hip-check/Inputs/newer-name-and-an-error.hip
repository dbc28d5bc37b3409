// A name of the gaps list, and an error no list excuses.
#include <hip/hip_runtime.h>

unsigned long long flagsOf(hipGraphExec_t exec) {
  unsigned long long flags = 0;
  (void)hipGraphExecGetFlags(exec, &flags);
  return flags;
}

int other() { return notDeclaredAnywhere; }
