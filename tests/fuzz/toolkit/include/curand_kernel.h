// Stand-in for the fuzz targets (README.md): cuRAND's device API.
#pragma once
#include "host_defines.h"
struct curandStateXORWOW {
  unsigned int d, v[5];
};
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
__device__ void curand_init(unsigned long long seed,
                            unsigned long long subsequence,
                            unsigned long long offset, curandState_t *state);
__device__ unsigned int curand(curandState_t *state);
__device__ float curand_uniform(curandState_t *state);
__device__ float curand_normal(curandState_t *state);
