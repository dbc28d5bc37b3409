// One TU that includes cuBLAS, cuFFT, cuRAND and cuSPARSE: most of its parse
// is theirs.
#include <cublas_v2.h>
#include <cufft.h>
#include <curand.h>
#include <cusparse.h>

__global__ void axpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}

void transform(float *x, float *y, cufftComplex *spectrum, int n) {
  curandGenerator_t rng;
  curandCreateGenerator(&rng, CURAND_RNG_PSEUDO_XORWOW);
  curandGenerateNormal(rng, x, n, 0.0f, 1.0f);
  cublasHandle_t blas;
  cublasCreate(&blas);
  const float half = 0.5f;
  cublasSaxpy(blas, n, &half, x, 1, y, 1);
  axpy<<<(n + 127) / 128, 128>>>(n, 2.0f, x, y);
  cufftHandle fft;
  cufftPlan1d(&fft, n, CUFFT_R2C, 1);
  cufftExecR2C(fft, y, spectrum);
  cusparseHandle_t sparse;
  cusparseCreate(&sparse);
  cusparseDestroy(sparse);
  cufftDestroy(fft);
  cublasDestroy(blas);
  curandDestroyGenerator(rng);
}
