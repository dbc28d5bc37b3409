// Sum of squares, with names that only share the helpers' spelling.
#include <hip/hip_runtime.h>
#include "cuda_helpers.cuh"

namespace legacy {
// A flag of the old code: a variable, not the function the rules rename.
bool checkCudaErrors = true;
} // namespace legacy

struct NormOptions {
  bool checkCudaErrors = true; // a member, not the function
};

__global__ void squareKernel(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(out, x[i] * x[i]);
}

static void launch(MyHipStream &stream, const float *dx, float *dout, int n) {
  squareKernel<<<(n + 255) / 256, 256, 0, stream.get()>>>(dx, dout, n);
}

float sumOfSquares(const float *x, int n, NormOptions options) {
  MyHipStream stream;
  float *dx = deviceAlloc<float>(n);
  float *dout = deviceAlloc<float>(1);
  HIP_CHECK(hipMemcpy(dx, x, n * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemset(dout, 0, sizeof(float)));
  launch(stream, dx, dout, n);
  {
    // A local variable of the same spelling hides the function here.
    bool checkCudaErrors = options.checkCudaErrors && legacy::checkCudaErrors;
    if (checkCudaErrors)
      ::checkHipErrors(hipGetLastError(), "squareKernel");
  }
  stream.sync();
  float sum = 0;
  HIP_CHECK(hipMemcpy(&sum, dout, sizeof(float), hipMemcpyDeviceToHost));
  deviceFree(dx);
  deviceFree(dout);
  return sum;
}
