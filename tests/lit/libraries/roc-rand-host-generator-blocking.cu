// --roc: cuRAND's host generator produces its numbers before the call
// returns (the caller reads the host buffer next). rocRAND's
// rocrand_create_generator_host only queues the work in the generator's
// stream; rocrand_create_generator_host_blocking runs it on the calling
// thread, as cuRAND does.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check --roc %t.hip

#include <curand.h>

float firstUniform(float *hostValues, size_t count) {
  curandGenerator_t gen;
  // CHECK: rocrand_create_generator_host_blocking(&gen, ROCRAND_RNG_PSEUDO_DEFAULT);
  curandCreateGeneratorHost(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  // CHECK: rocrand_generate_uniform(gen, hostValues, count);
  curandGenerateUniform(gen, hostValues, count);
  float first = hostValues[0];
  // CHECK: rocrand_destroy_generator(gen);
  curandDestroyGenerator(gen);
  return first;
}
