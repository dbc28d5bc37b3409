// Texture and surface objects read in kernels: the toolkit's templates that
// implement them are declared, their bodies skipped.
#include <cuda_runtime.h>

__global__ void gather(cudaTextureObject_t tex, cudaSurfaceObject_t surf,
                       float *out) {
  float a = tex1Dfetch<float>(tex, threadIdx.x);
  float4 b = tex2D<float4>(tex, 0.5f, 0.5f);
  float c;
  surf2Dread(&c, surf, 4 * threadIdx.x, 0);
  out[threadIdx.x] = a + b.x + c;
}
