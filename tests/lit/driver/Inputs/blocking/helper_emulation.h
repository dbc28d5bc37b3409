#include <cublas_v2.h>

inline int mantissaBits(cudaEmulationMantissaControl control) {
  return control == CUDA_EMULATION_MANTISSA_CONTROL_FIXED ? 1 : 0;
}

namespace emulation {
struct Settings {
  int dynamicMode() const {
    return static_cast<int>(CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC);
  }
};
} // namespace emulation
