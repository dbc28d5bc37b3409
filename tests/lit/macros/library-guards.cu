// A CUDA library header's include guard, tested to learn whether the library
// is there (NVIDIA's samples define error-string helpers per library so),
// becomes the version macro of the HIP library's main header: one header for
// both of HIP's platforms, which defines it on both. The libraries' own
// guards are not that stable (hipsparse.h's was _HIPSPARSE_H_ in HIP 5.x and
// is HIPSPARSE_H in 6.x). hipRAND's guards are, and are kept.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t.err
// RUN: %hip_names %t.hip

#include <cublas_v2.h>
#include <cufft.h>
#include <cusparse.h>
#include <cusolverDn.h>
#include <curand.h>

// CHECK: #if defined(hipblasVersionMajor) && defined(hipblasVersionMajor)
#if defined(CUBLAS_V2_H_) && defined(CUBLAS_API_H_)
static int blasPresent() { return 1; }
#endif

// CHECK: #ifdef hipfftVersionMajor
#ifdef _CUFFT_H_
static int fftPresent() { return 1; }
#endif

// CHECK: #ifdef hipsparseVersionMajor
#ifdef CUSPARSE_H_
static int sparsePresent() { return 1; }
#endif

// CHECK: #if defined(hipsolverVersionMajor) && defined(hipsolverVersionMajor)
#if defined(CUSOLVERDN_H_) && defined(CUSOLVER_COMMON_H_)
static int solverPresent() { return 1; }
#endif

// CHECK: #ifdef HIPRAND_H_
#ifdef CURAND_H_
static int randPresent() { return 1; }
#endif

int main() {
  return blasPresent() + fftPresent() + sparsePresent() + solverPresent() +
         randPresent() - 5;
}

// ERR-NOT: warning
