// HIP_IPC_HANDLE_SIZE: defined on HIP's AMD platform only.
#include <hip/hip_runtime.h>
#ifndef HIP_IPC_HANDLE_SIZE
#error "no IPC handles"
#endif
