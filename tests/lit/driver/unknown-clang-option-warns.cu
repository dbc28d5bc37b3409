// An option clang does not know after `--` (here hipify-clang's own -roc,
// a mistyped -fno-such-flag) is not fatal: as clang's own tools do,
// hipify-cpp warns, leaves it out of the parse and converts the file with
// the other flags.
// RUN: %hipify %s -o %t.hip -v -- -roc -DSCALE=4 -fno-such-flag 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip
// WARN: hipify-cpp: warning: unknown argument: '-roc' (after '--'), ignored
// WARN-NEXT: hipify-cpp: warning: unknown argument: '-fno-such-flag' (after '--'), ignored
// WARN: hipify-cpp: clang command: {{.*}} -DSCALE=4 {{[^ ]*}}unknown-clang-option-warns.cu
// WARN-NOT: error:

// A clang option it knows but that fails the parse is still clang's error.
// RUN: %hipify %s -o %t.bad.hip -- -std=c++1234 2> %t.bad; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=BAD --input-file=%t.bad
// BAD: error: invalid value 'c++1234' in '-std=c++1234'

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>

// CHECK: void reserve(void **p) { hipMalloc(p, 4 * sizeof(float)); }
void reserve(void **p) { cudaMalloc(p, 4 * sizeof(float)); }
