#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cufft.h>
#include <curand.h>
#include <cusparse.h>

__global__ void scale(float *d, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] *= a;
}

int main() {
  float *data;
  cudaMalloc(&data, 256 * sizeof(float));
  cublasHandle_t blas;
  cublasCreate(&blas);
  const float two = 2.0f;
  cublasSscal(blas, 256, &two, data, 1);
  cublasDestroy(blas);
  cufftHandle plan;
  cufftPlan1d(&plan, 64, CUFFT_R2C, 1);
  cufftDestroy(plan);
  curandGenerator_t gen;
  curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  curandGenerateUniform(gen, data, 256);
  curandDestroyGenerator(gen);
  cusparseHandle_t sp;
  cusparseCreate(&sp);
  cusparseDestroy(sp);
  scale<<<1, 256>>>(data, 2.0f, 256);
  cudaFree(data);
}
