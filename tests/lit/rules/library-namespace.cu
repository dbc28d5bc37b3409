// A CUB device-wide sum with the usual temporary-storage query, and a block
// reduction: `cub::` becomes `hipcub::` where it qualifies a name, in the
// namespace alias too, and the CUB headers become one hipCUB include. A name
// hipCUB lacks keeps its qualifier and is reported; a user's own `cub`
// namespace is left alone.
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.stats
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.stats
// The reported cub::DeviceFor stays: names only (cub-using-namespace.cu
// compiles a hipCUB output).
// RUN: %hip_names %t.hip

// CHECK: #include <hipcub/hipcub.hpp>
// CHECK-NOT: #include <cub
#include <cub/cub.cuh>
#include <cub/device/device_reduce.cuh>

// CHECK: namespace cb = hipcub;
namespace cb = cub;

// CHECK: float sum(const float *d_in, float *d_out, int n, hipStream_t stream) {
float sum(const float *d_in, float *d_out, int n, cudaStream_t stream) {
  void *d_temp = nullptr;
  size_t temp_bytes = 0;
  // CHECK: hipcub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n, stream);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n, stream);
  // CHECK: hipMalloc(&d_temp, temp_bytes);
  cudaMalloc(&d_temp, temp_bytes);
  // CHECK: ::hipcub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n, stream);
  ::cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n, stream);
  // CHECK: cb::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_out, n, stream);
  cb::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_out, n, stream);
  // CHECK: hipFree(d_temp);
  cudaFree(d_temp);
  return 0;
}

void fill(int *d_out, int n, cudaStream_t stream) {
  // CHECK: cub::DeviceFor::Bulk(n, [=] __device__(int i) { d_out[i] = i; }, stream);
  cub::DeviceFor::Bulk(n, [=] __device__(int i) { d_out[i] = i; }, stream);
}

template <int Threads> __global__ void block_sum(const int *in, int *out) {
  // CHECK: using BlockReduce = hipcub::BlockReduce<int, Threads>;
  using BlockReduce = cub::BlockReduce<int, Threads>;
  __shared__ typename BlockReduce::TempStorage storage;
  int total = BlockReduce(storage).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0)
    *out = total;
}

// CHECK: namespace user { namespace cub { int DeviceReduce; } }
namespace user { namespace cub { int DeviceReduce; } }
// CHECK: int count() { return user::cub::DeviceReduce; }
int count() { return user::cub::DeviceReduce; }

// STATS: [HIPIFY] info: CONVERTED refs by API:
// STATS:   CUB API: 6
// STATS: [HIPIFY] info: UNCONVERTED refs by names:
// STATS:   cub::DeviceFor: 1
