// curandDirectionVectorSet (the enum tag) becomes hipRAND's tag,
// hiprandDirectionVectorSet; the typedef curandDirectionVectorSet_t becomes
// hiprandDirectionVectorSet_t, as for curandRngType.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip64_check %t.hip

#include <curand.h>

// CHECK: hiprandStatus_t sobolDirections(hiprandDirectionVectors32_t **vectors, hiprandDirectionVectorSet set) {
curandStatus_t sobolDirections(curandDirectionVectors32_t **vectors, curandDirectionVectorSet set) {
  // CHECK: hiprandDirectionVectorSet_t scrambled = HIPRAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6;
  curandDirectionVectorSet_t scrambled = CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6;
  // CHECK: return hiprandGetDirectionVectors32(vectors, set == scrambled ? scrambled : set);
  return curandGetDirectionVectors32(vectors, set == scrambled ? scrambled : set);
}
