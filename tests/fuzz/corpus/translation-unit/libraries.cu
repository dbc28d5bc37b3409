#include <cublas_v2.h>
#include <cufft.h>
#include <curand_kernel.h>
#include <cudnn.h>
__global__ void rng(curandState *s, float *o) {
  curand_init(1234, threadIdx.x, 0, &s[threadIdx.x]);
  o[threadIdx.x] = curand_uniform(&s[threadIdx.x]);
}
int main() {
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS)
    return 1;
  float alpha = 1, beta = 0, *A = 0, *B = 0, *C = 0;
  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, 4, 4, 4, &alpha, A, 4, B, 4, &beta, C, 4);
  cuComplex ca = make_cuFloatComplex(1, 0);
  cublasCgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &ca, 0, 2, 0, 2, &ca, 0, 2);
  cublasDestroy(h);
  cufftHandle plan;
  cufftPlan1d(&plan, 64, CUFFT_C2C, 1);
  cufftComplex *data = 0;
  cufftExecC2C(plan, data, data, CUFFT_FORWARD);
  cufftDestroy(plan);
  cudnnHandle_t dnn;
  cudnnTensorDescriptor_t t;
  cudnnCreate(&dnn);
  cudnnCreateTensorDescriptor(&t);
  cudnnSetTensor4dDescriptor(t, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 8, 8);
  cudnnDestroy(dnn);
}
