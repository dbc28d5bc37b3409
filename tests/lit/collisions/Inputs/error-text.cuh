#pragma once
#include <cuda.h>
#include <cuda_runtime.h>

inline const char *errorText(cudaError_t e) { return cudaGetErrorString(e); }
inline const char *errorText(CUresult e) { return "driver error"; }
const char *arrayText(cudaArray_t a);
