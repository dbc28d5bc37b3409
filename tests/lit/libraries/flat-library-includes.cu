// --flat-library-includes writes each library header as hipify-clang's
// table does (the `flat=` and `roc-flat=` extras of mappings/): hipBLAS,
// hipBLASLt, hipSPARSE and hipSOLVER (and, with --roc, rocBLAS and
// rocSPARSE) by file name, hipRAND, hipFFT, rocRAND and rocSOLVER in their
// directories. The runtime header and hipCUB keep their path.
// RUN: %hipify --flat-library-includes %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check -I%rocm_include/hipblas -I%rocm_include/hipblaslt -I%rocm_include/hipsparse -I%rocm_include/hipsolver %t.hip
// RUN: %hipify --flat-library-includes --roc %s -o %t.roc.hip
// RUN: %FileCheck %s --check-prefix=ROC --input-file=%t.roc.hip
// RUN: %roc_names %t.roc.hip
// RUN: %hipify %s -o %t.default.hip
// RUN: %FileCheck %s --check-prefix=DEFAULT --input-file=%t.default.hip
// RUN: %hip64_check %t.default.hip

// CHECK: #include <hip/hip_runtime.h>
// ROC: #include <hip/hip_runtime.h>
// DEFAULT: #include <hip/hip_runtime.h>
// CHECK: #include <hipblas.h>
// ROC: #include <rocblas.h>
// DEFAULT: #include <hipblas/hipblas.h>
#include <cublas_v2.h>
// CHECK: #include <hipblaslt.h>
// ROC: #include <hipblaslt.h>
// DEFAULT: #include <hipblaslt/hipblaslt.h>
#include <cublasLt.h>
// CHECK: #include <hipsparse.h>
// ROC: #include <rocsparse.h>
// DEFAULT: #include <hipsparse/hipsparse.h>
#include <cusparse.h>
// CHECK: #include <hipsolver.h>
// ROC: #include <rocsolver/rocsolver.h>
// DEFAULT: #include <hipsolver/hipsolver.h>
#include <cusolverDn.h>
// CHECK: #include <hiprand/hiprand_kernel.h>
// ROC: #include <rocrand/rocrand_kernel.h>
// DEFAULT: #include <hiprand/hiprand_kernel.h>
#include <curand_kernel.h>
// CHECK: #include <hipfft/hipfft.h>
// ROC: #include <hipfft/hipfft.h>
// DEFAULT: #include <hipfft/hipfft.h>
#include <cufft.h>
// CHECK: #include <hipfft/hipfftXt.h>
// ROC: #include <hipfft/hipfftXt.h>
// DEFAULT: #include <hipfft/hipfftXt.h>
#include <cufftXt.h>
// CHECK: #include <hipcub/hipcub.hpp>
// ROC: #include <hipcub/hipcub.hpp>
// DEFAULT: #include <hipcub/hipcub.hpp>
#include <cub/cub.cuh>

int main() {
  // CHECK: hipblasHandle_t handle;
  // ROC: rocblas_handle handle;
  // DEFAULT: hipblasHandle_t handle;
  cublasHandle_t handle;
  return 0;
}
