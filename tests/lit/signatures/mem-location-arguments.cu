// CUDA 13 passes a cudaMemLocation to cudaMemPrefetchAsync and
// cudaMemAdvise; HIP 6.3 takes the device number. Where the call shows the
// location (built in the call, or a variable initialized in view and not
// changed since), it becomes its id, or hipCpuDeviceId for the host;
// cudaMemPrefetchAsync's flags (always 0 today) go. A location the call
// cannot show is reported, and the call left whole.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// Names only: the calls whose location cannot be seen are reported and stay.
// RUN: %hip_names %t.hip

#include <cuda_runtime.h>

void prefetch(float *data, size_t bytes, int device, cudaStream_t stream) {
  // CHECK: hipMemPrefetchAsync(data, bytes, device, stream);
  cudaMemPrefetchAsync(data, bytes, {cudaMemLocationTypeDevice, device}, 0, stream);
  // CHECK: hipMemPrefetchAsync(data, bytes, hipCpuDeviceId, stream);
  cudaMemPrefetchAsync(data, bytes, cudaMemLocation{cudaMemLocationTypeHost, 0}, 0, stream);
  cudaMemLocation gpu = {cudaMemLocationTypeDevice, device + 1};
  // CHECK: hipMemPrefetchAsync(data, bytes, gpu.id, 0);
  cudaMemPrefetchAsync(data, bytes, gpu, 0, 0);
  // CHECK: hipMemAdvise(data, bytes, hipMemAdviseSetPreferredLocation, gpu.id);
  cudaMemAdvise(data, bytes, cudaMemAdviseSetPreferredLocation, gpu);
  // CHECK: hipMemAdvise(data, bytes, hipMemAdviseSetReadMostly, 0);
  cudaMemAdvise(data, bytes, cudaMemAdviseSetReadMostly, {cudaMemLocationTypeDevice});
}

void unknownLocation(float *data, size_t bytes, cudaMemLocation where) {
  // CHECK: cudaMemPrefetchAsync(data, bytes, where, 0);
  // ERR: {{.*}}mem-location-arguments.cu:[[@LINE+1]]:3: warning: 'cudaMemPrefetchAsync' takes other arguments in HIP, and its memory location is not built where the call shows it (HIP takes a device number); the call is left as written [argument-transform]
  cudaMemPrefetchAsync(data, bytes, where, 0);
  cudaMemLocation changed = {cudaMemLocationTypeDevice, 0};
  changed.id = 3;
  // CHECK: cudaMemAdvise(data, bytes, hipMemAdviseSetAccessedBy, changed);
  // ERR: {{.*}}mem-location-arguments.cu:[[@LINE+1]]:3: warning: 'cudaMemAdvise' takes other arguments in HIP, and its memory location is not built where the call shows it (HIP takes a device number); the call is left as written [argument-transform]
  cudaMemAdvise(data, bytes, cudaMemAdviseSetAccessedBy, changed);
}
