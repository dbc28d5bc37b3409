#include <cuda.h>
#include <cuda_runtime.h>
int main() {
  CUdevice dev;
  CUcontext ctx;
  CUdeviceptr p;
  CUmodule m;
  CUfunction f;
  cuInit(0);
  cuDeviceGet(&dev, 0);
  cuCtxCreate(&ctx, 0, 0, dev);
  cuMemAlloc(&p, 64);
  cuModuleLoad(&m, "k.cubin");
  cuModuleGetFunction(&f, m, "k");
  void *args[] = {&p};
  CUresult r = cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, 0, args, 0);
  const char *s;
  if (r != CUDA_SUCCESS)
    cuGetErrorString(r, &s);
  cuMemFree(p);
#if CUDA_VERSION >= 12000
  cudaDeviceSynchronize();
#endif
}
