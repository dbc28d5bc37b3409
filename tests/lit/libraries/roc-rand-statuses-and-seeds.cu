// --roc: cuRAND's "not initialized" status, the seeding of a generator and
// the release of a discrete distribution have rocRAND names of their own.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check --roc %t.hip

#include <curand.h>

// CHECK: rocrand_status seedAndRelease(rocrand_generator gen, rocrand_discrete_distribution dist) {
curandStatus_t seedAndRelease(curandGenerator_t gen, curandDiscreteDistribution_t dist) {
  // CHECK: rocrand_status status = rocrand_initialize_generator(gen);
  curandStatus_t status = curandGenerateSeeds(gen);
  // CHECK: if (status == ROCRAND_STATUS_NOT_CREATED)
  if (status == CURAND_STATUS_NOT_INITIALIZED)
    return status;
  // CHECK: return rocrand_destroy_discrete_distribution(dist);
  return curandDestroyDistribution(dist);
}
