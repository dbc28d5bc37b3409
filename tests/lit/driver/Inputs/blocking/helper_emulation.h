#include <cublas_v2.h>

inline int mantissaBits(cudaEmulationMantissaControl control) {
  return control == CUDA_EMULATION_MANTISSA_CONTROL_FIXED ? 1 : 0;
}
