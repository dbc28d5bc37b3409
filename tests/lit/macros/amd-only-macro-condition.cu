// A macro converted to one that only HIP's AMD platform defines
// (platform=amd in mappings/: HIP_IPC_HANDLE_SIZE is not in HIP's NVIDIA
// headers) is renamed everywhere. A preprocessor condition testing it is
// warned of, active or not: on HIP's NVIDIA platform it sees the macro
// undefined, silently. A use in code is not: there NVIDIA fails to compile.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hip_check %t.hip --amd-only HIP_IPC_HANDLE_SIZE

#include <cuda_runtime.h>

// CHECK: #if defined(HIP_IPC_HANDLE_SIZE) && HIP_IPC_HANDLE_SIZE == 64
// ERR-DAG: {{.*}}amd-only-macro-condition.cu:[[@LINE+2]]:13: warning: 'HIP_IPC_HANDLE_SIZE' (for 'CUDA_IPC_HANDLE_SIZE') is defined only on HIP's AMD platform: this condition sees it undefined on HIP's NVIDIA platform [amd-only-macro] [macro-reference]
// ERR-DAG: {{.*}}amd-only-macro-condition.cu:[[@LINE+1]]:38: warning: 'HIP_IPC_HANDLE_SIZE' (for 'CUDA_IPC_HANDLE_SIZE') is defined only {{.*}}
#if defined(CUDA_IPC_HANDLE_SIZE) && CUDA_IPC_HANDLE_SIZE == 64
// ERR-NOT: amd-only-macro-condition.cu:[[@LINE+2]]:
// CHECK: static char handle[HIP_IPC_HANDLE_SIZE];
static char handle[CUDA_IPC_HANDLE_SIZE];
#endif

// CHECK: #ifndef HIP_IPC_HANDLE_SIZE
// ERR: {{.*}}amd-only-macro-condition.cu:[[@LINE+1]]:9: warning: 'HIP_IPC_HANDLE_SIZE' (for 'CUDA_IPC_HANDLE_SIZE') is defined only {{.*}}
#ifndef CUDA_IPC_HANDLE_SIZE
#error "no IPC handles"
#endif

int main() { return sizeof(handle) == 64 ? 0 : 1; }
// ERR-NOT: warning
