// A HIP library: HIP's NVIDIA layer has none, so no NVIDIA compile.
#include <hip/hip_runtime.h>
#include <hipblas/hipblas.h>

hipblasHandle_t handle;
