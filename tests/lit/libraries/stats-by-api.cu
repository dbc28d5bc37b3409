// --print-stats counts every library reference under its family in the
// "by API" sections (includes too: the include of each library header is a
// reference of that library).
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.err

// CUDA RT API: the include, cudaMalloc, cudaFree                     = 3
// cuBLAS API: include, handle type, create, sscal, destroy           = 5
// cuFFT API: include, handle type, plan1d, CUFFT_R2C, destroy        = 5
// cuRAND API: include, generator type, create, enumerator, generate,
//             destroy                                                = 6
// cuSPARSE API: include, handle type, create, destroy                = 4
// cuSOLVER API: include, handle type, create                         = 3
// unconverted: cublasGetCudartVersion (cuBLAS API)                   = 1
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cufft.h>
#include <curand.h>
#include <cusparse.h>
#include <cusolverDn.h>

int main() {
  float *data;
  cudaMalloc(&data, 256 * sizeof(float));

  cublasHandle_t blas;
  cublasCreate(&blas);
  const float two = 2.0f;
  cublasSscal(blas, 256, &two, data, 1);
  cublasDestroy(blas);
  size_t runtime_version = cublasGetCudartVersion();
  (void)runtime_version;

  cufftHandle plan;
  cufftPlan1d(&plan, 128, CUFFT_R2C, 1);
  cufftDestroy(plan);

  curandGenerator_t generator;
  curandCreateGenerator(&generator, CURAND_RNG_PSEUDO_DEFAULT);
  curandGenerateUniform(generator, data, 256);
  curandDestroyGenerator(generator);

  cusparseHandle_t sparse;
  cusparseCreate(&sparse);
  cusparseDestroy(sparse);

  cusolverDnHandle_t solver;
  cusolverDnCreate(&solver);

  cudaFree(data);
  return 0;
}

// CHECK:  CONVERTED refs count: 26
// CHECK:  UNCONVERTED refs count: 1
// CHECK: [HIPIFY] info: CONVERTED refs by API:
// CHECK-NEXT:  CUDA RT API: 3
// CHECK-NEXT:  cuBLAS API: 5
// CHECK-NEXT:  cuRAND API: 6
// CHECK-NEXT:  cuFFT API: 5
// CHECK-NEXT:  cuSPARSE API: 4
// CHECK-NEXT:  cuSOLVER API: 3
// CHECK-NEXT: [HIPIFY] info: CONVERTED refs by names:
// CHECK: [HIPIFY] info: UNCONVERTED refs by API:
// CHECK-NEXT:  cuBLAS API: 1
// CHECK-NEXT: [HIPIFY] info: UNCONVERTED refs by names:
// CHECK-NEXT:  cublasGetCudartVersion: 1
