// A project macro whose name the rules give another kind (CUDA samples'
// checkCudaErrors is a macro, a rules file may say function) is not renamed:
// it is reported once, at its definition, as a USER rules reference left
// unconverted, so that the rule can be corrected.
// RUN: %hipify --rules %S/Inputs/helpers.rules %s -o %t.hip --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

inline void check(cudaError_t e, const char *file, int line) {}

// ERR: {{.*}}macro-of-another-kind.cu:[[@LINE+2]]:9: warning: 'checkCudaErrors' is a macro; the rule at {{.*}}helpers.rules:2 renames a function of that name: left as written [user-macro]
// CHECK: #define checkCudaErrors(e) check((e), __FILE__, __LINE__)
#define checkCudaErrors(e) check((e), __FILE__, __LINE__)

// CHECK: void sync() { checkCudaErrors(hipDeviceSynchronize()); }
void sync() { checkCudaErrors(cudaDeviceSynchronize()); }

// ERR: [HIPIFY] info: UNCONVERTED refs by API:
// ERR-NEXT:   USER rules: 1
// ERR-NEXT: [HIPIFY] info: UNCONVERTED refs by names:
// ERR-NEXT:   checkCudaErrors: 1
