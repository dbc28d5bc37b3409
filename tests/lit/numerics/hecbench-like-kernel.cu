// A softmax-and-GEMM benchmark written as HeCBench-style benchmarks write it:
// a block reduction of exponentials (warp shuffles, then atomicAdd of
// floats), fast intrinsics, and a cuBLAS GEMM in TF32. The numerics findings,
// counted: by default the fast intrinsics and the TF32 compute type and math
// mode; --numerics=all adds one note per summing kernel.
// RUN: %hipify --fix-warp-size --print-stats %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --check-prefix=DEFAULT --input-file=%t.err
// RUN: %hipify --fix-warp-size --numerics=all --print-stats %s -o %t.all.hip 2> %t.all.err
// RUN: %FileCheck %s --check-prefix=ALL --input-file=%t.all.err
// RUN: %FileCheck %s --input-file=%t.all.hip
// RUN: %hip64_check %t.all.hip

#include <cublas_v2.h>
#include <cuda_runtime.h>

__device__ float warpReduceSum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void expSum(const float *x, float *e, float *sum, int n) {
  __shared__ float partial[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? __expf(x[i]) : 0.0f;
  if (i < n)
    e[i] = v;
  v = warpReduceSum(v);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < blockDim.x / 32 ? partial[threadIdx.x] : 0.0f;
    v = warpReduceSum(v);
    if (threadIdx.x == 0)
      atomicAdd(sum, v);
  }
}

__global__ void normalize(float *e, const float *sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    e[i] = __fdividef(e[i], *sum);
}

// CHECK: hipblasStatus_t project(hipblasHandle_t handle, const float *e, const float *w,
cublasStatus_t project(cublasHandle_t handle, const float *e, const float *w,
                       float *out, int m, int n, int k) {
  const float one = 1.0f, zero = 0.0f;
  cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH);
  return cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, e,
                      CUDA_R_32F, m, w, CUDA_R_32F, k, &zero, out, CUDA_R_32F,
                      m, CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT);
}

void softmaxProject(cublasHandle_t handle, const float *x, float *e, float *sum,
                    const float *w, float *out, int n) {
  cudaMemset(sum, 0, sizeof(float));
  expSum<<<(n + 255) / 256, 256>>>(x, e, sum, n);
  normalize<<<(n + 255) / 256, 256>>>(e, sum, n);
  project(handle, e, w, out, 16, 16, n / 16);
}

// DEFAULT: UNCONVERTED refs count: 0
// DEFAULT: NUMERICS findings: 4
// ALL: UNCONVERTED refs count: 0
// ALL: NUMERICS findings: 6
