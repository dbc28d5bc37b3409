// --flat-library-includes restores hipify-clang's include spelling for the
// libraries ROCm moved into their own directories in 5.2: hipBLAS, hipRAND,
// hipFFT (and, with --roc, rocBLAS, rocRAND) by file name. The runtime
// header and libraries always installed in a directory (hipCUB) keep
// their path.
// RUN: %hipify --flat-library-includes %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hipify --flat-library-includes --roc %s -o %t.roc.hip
// RUN: %FileCheck %s --check-prefix=ROC --input-file=%t.roc.hip
// RUN: %hipify %s -o %t.default.hip
// RUN: %FileCheck %s --check-prefix=DEFAULT --input-file=%t.default.hip

// CHECK: #include <hip/hip_runtime.h>
// ROC: #include <hip/hip_runtime.h>
// DEFAULT: #include <hip/hip_runtime.h>
// CHECK: #include <hipblas.h>
// ROC: #include <rocblas.h>
// DEFAULT: #include <hipblas/hipblas.h>
#include <cublas_v2.h>
// CHECK: #include <hiprand_kernel.h>
// ROC: #include <rocrand_kernel.h>
// DEFAULT: #include <hiprand/hiprand_kernel.h>
#include <curand_kernel.h>
// CHECK: #include <hipfft.h>
// ROC: #include <hipfft.h>
// DEFAULT: #include <hipfft/hipfft.h>
#include <cufft.h>
// CHECK: #include <hipcub/hipcub.hpp>
// ROC: #include <hipcub/hipcub.hpp>
// DEFAULT: #include <hipcub/hipcub.hpp>
#include <cub/cub.cuh>

int main() {
  // CHECK: hipblasHandle_t handle;
  // ROC: rocblas_handle handle;
  cublasHandle_t handle;
  return 0;
}
