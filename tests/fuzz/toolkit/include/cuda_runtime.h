// Stand-in for the fuzz targets (README.md): the runtime API and device code.
#pragma once
// As clang's CUDA wrapper does before the real headers.
#define __CUDACC__
#include "__clang_cuda_builtin_vars.h"
#include "cuda_runtime_api.h"
#include "device_functions.h"
