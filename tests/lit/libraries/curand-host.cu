// The cuRAND host API (generator object filling device memory) becomes
// hipRAND's host API.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <hiprand/hiprand.h>
#include <curand.h>

// Fills `count` floats at `device` with uniform values in (0, 1].
// CHECK: hiprandStatus_t fill_uniform(float *device, size_t count,
// CHECK:                             unsigned long long seed, hipStream_t stream) {
curandStatus_t fill_uniform(float *device, size_t count,
                            unsigned long long seed, cudaStream_t stream) {
  // CHECK: hiprandGenerator_t generator;
  curandGenerator_t generator;
  // CHECK: hiprandStatus_t status =
  // CHECK:     hiprandCreateGenerator(&generator, HIPRAND_RNG_PSEUDO_DEFAULT);
  curandStatus_t status =
      curandCreateGenerator(&generator, CURAND_RNG_PSEUDO_DEFAULT);
  // CHECK: if (status != HIPRAND_STATUS_SUCCESS)
  if (status != CURAND_STATUS_SUCCESS)
    return status;
  // CHECK: hiprandSetStream(generator, stream);
  curandSetStream(generator, stream);
  // CHECK: hiprandSetPseudoRandomGeneratorSeed(generator, seed);
  curandSetPseudoRandomGeneratorSeed(generator, seed);
  // CHECK: status = hiprandGenerateUniform(generator, device, count);
  status = curandGenerateUniform(generator, device, count);
  // CHECK: hiprandDestroyGenerator(generator);
  curandDestroyGenerator(generator);
  return status;
}
