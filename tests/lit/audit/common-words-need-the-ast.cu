// CUDA's old warp votes `all`, `any` and `ballot` are words a user's code
// names its own variables with. The AST tells the two apart in active code;
// in an inactive branch there is no AST, so those names are not matched from
// tokens (evidence=ast): the user's variables there are not reported as
// CUDA's, while active calls of CUDA's functions still are.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err --implicit-check-not=warning:

#include <cuda_runtime.h>

__global__ void vote(int *out, int pred) {
  // ERR: {{.*}}common-words-need-the-ast.cu:[[#@LINE+2]]:12: warning: 'all' is unsupported in HIP [identifier]
  // CHECK: out[0] = all(pred);
  out[0] = all(pred);
  // ERR: {{.*}}common-words-need-the-ast.cu:[[#@LINE+2]]:12: warning: 'any' is unsupported in HIP [identifier]
  // CHECK: out[1] = any(pred);
  out[1] = any(pred);
  // ERR: {{.*}}common-words-need-the-ast.cu:[[#@LINE+2]]:12: warning: 'ballot' is unsupported in HIP [identifier]
  // CHECK: out[2] = ballot(pred);
  out[2] = ballot(pred);
}

int tally(const bool *votes, int n) {
  int all = 0, any = 0;
  for (int i = 0; i < n; ++i) {
    all += votes[i];
    any |= votes[i];
  }
#ifdef WITH_BALLOT_LOG
  // CHECK: int ballot = all - any;
  int ballot = all - any;
  // CHECK: printf("%d %d %d\n", all, any, ballot);
  printf("%d %d %d\n", all, any, ballot);
#endif
  return all;
}
