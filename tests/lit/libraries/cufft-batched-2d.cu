// A batched 2D complex-to-complex FFT, forward then inverse, on a stream:
// plan, execution, direction macros and result codes become hipFFT's.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// hipFFT is in Debian's ROCm 6.4 (tests/rocm): the output is compiled with it.
// RUN: %hip64_check %t.hip

#include <cstdio>
// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hipfft/hipfft.h>
#include <cufft.h>

// CHECK: static bool ok(hipfftResult result, const char *what) {
static bool ok(cufftResult result, const char *what) {
  // CHECK: if (result == HIPFFT_SUCCESS)
  if (result == CUFFT_SUCCESS)
    return true;
  std::fprintf(stderr, "%s failed: %d\n", what, (int)result);
  return false;
}

// Transforms `batch` images of rows x cols in place, forward then back.
// CHECK: bool round_trip(hipfftComplex *images, int rows, int cols, int batch,
// CHECK:                 hipStream_t stream) {
bool round_trip(cufftComplex *images, int rows, int cols, int batch,
                cudaStream_t stream) {
  // CHECK: hipfftHandle plan;
  cufftHandle plan;
  int dims[2] = {rows, cols};
  int distance = rows * cols;
  // CHECK: if (!ok(hipfftPlanMany(&plan, 2, dims, nullptr, 1, distance, nullptr, 1,
  // CHECK:                       distance, HIPFFT_C2C, batch),
  if (!ok(cufftPlanMany(&plan, 2, dims, nullptr, 1, distance, nullptr, 1,
                        distance, CUFFT_C2C, batch),
          "plan"))
    return false;
  // CHECK: ok(hipfftSetStream(plan, stream), "stream");
  ok(cufftSetStream(plan, stream), "stream");
  // CHECK: bool done = ok(hipfftExecC2C(plan, images, images, HIPFFT_FORWARD), "forward") &&
  // CHECK:             ok(hipfftExecC2C(plan, images, images, HIPFFT_BACKWARD), "inverse");
  bool done = ok(cufftExecC2C(plan, images, images, CUFFT_FORWARD), "forward") &&
              ok(cufftExecC2C(plan, images, images, CUFFT_INVERSE), "inverse");
  // CHECK: hipStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: hipfftDestroy(plan);
  cufftDestroy(plan);
  return done;
}
