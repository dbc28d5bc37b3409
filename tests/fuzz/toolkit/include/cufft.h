// Stand-in for the fuzz targets (README.md): cuFFT.
#pragma once
#include "cuComplex.h"
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1
typedef enum cufftResult_t { CUFFT_SUCCESS = 0, CUFFT_INVALID_PLAN = 1 } cufftResult;
typedef enum cufftType_t { CUFFT_R2C = 0x2a, CUFFT_C2R = 0x2c, CUFFT_C2C = 0x29 } cufftType;
typedef int cufftHandle;
typedef float cufftReal;
typedef cuComplex cufftComplex;
extern "C" {
cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);
cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *idata,
                         cufftComplex *odata, int direction);
cufftResult cufftExecR2C(cufftHandle plan, cufftReal *idata,
                         cufftComplex *odata);
cufftResult cufftDestroy(cufftHandle plan);
}
