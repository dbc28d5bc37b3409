// The names CUDA removed are undeclared with the installed toolkit, so the
// audit converts them for the identifier rule. With that rule disabled they
// are left as written and reported, like every reference the rule would
// have converted: a switch stops conversions, never the account.
// RUN: %hipify --best-effort --rules-disable=identifier %s -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
#include <cuda_runtime.h>

void legacy() {
  // ERR: {{.*}}disabled-rule-removed-names.cu:[[#@LINE+2]]:3: warning: 'cudaLaunchParams' left as written: rule identifier is disabled (--rules-disable) [unconverted-audit]
  // CHECK: cudaLaunchParams params;
  cudaLaunchParams params;
}
