// --roc: cuRAND names the roc tables now complete: the enum tags beside their
// typedefs, the generator's struct, the device states' struct tags.
// RUN: %hipify %s -o %t.hip --roc
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check --roc %t.hip

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <rocrand/rocrand.h>
// CHECK-NEXT: #include <rocrand/rocrand_kernel.h>
#include <curand.h>
#include <curand_kernel.h>

// CHECK: rocrand_status create(rocrand_generator_base_type **generator, rocrand_rng_type type,
curandStatus create(curandGenerator_st **generator, curandRngType type,
                    // CHECK: rocrand_ordering *ordering) {
                    curandOrdering *ordering) {
  // CHECK: *ordering = ROCRAND_ORDERING_PSEUDO_DEFAULT;
  *ordering = CURAND_ORDERING_PSEUDO_DEFAULT;
  // CHECK: return rocrand_create_generator(generator, type);
  return curandCreateGenerator(generator, type);
}

// CHECK: __global__ void setup(rocrand_state_xorwow *states, rocrand_state_philox4x32_10 *philox,
__global__ void setup(curandState *states, curandStatePhilox4_32_10 *philox,
                      // CHECK: rocrand_state_mrg32k3a *mrg, unsigned long long seed) {
                      curandStateMRG32k3a *mrg, unsigned long long seed) {
  int id = threadIdx.x;
  // CHECK: rocrand_init(seed, id, 0, &states[id]);
  curand_init(seed, id, 0, &states[id]);
  // CHECK: rocrand_init(seed, id, 0, &philox[id]);
  curand_init(seed, id, 0, &philox[id]);
  // CHECK: rocrand_init(seed, id, 0, &mrg[id]);
  curand_init(seed, id, 0, &mrg[id]);
}
