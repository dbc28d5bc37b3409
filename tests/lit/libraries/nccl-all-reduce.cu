// An all-reduce over every device of the process with NCCL becomes RCCL: the
// names stay, the header changes, and what RCCL lacks is reported.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RCCL is not installable from Debian (librccl-dev still needs HIP 5): names only.
// RUN: %hip_names %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <rccl/rccl.h>
#include <nccl.h>
#include <vector>

// CHECK: ncclResult_t all_reduce(std::vector<float *> &buffers, size_t count) {
ncclResult_t all_reduce(std::vector<float *> &buffers, size_t count) {
  int devices = static_cast<int>(buffers.size());
  // CHECK: std::vector<ncclComm_t> comms(devices);
  std::vector<ncclComm_t> comms(devices);
  // CHECK: std::vector<hipStream_t> streams(devices);
  std::vector<cudaStream_t> streams(devices);
  // CHECK: ncclResult_t result = ncclCommInitAll(comms.data(), devices, nullptr);
  ncclResult_t result = ncclCommInitAll(comms.data(), devices, nullptr);
  // CHECK: if (result != ncclSuccess)
  if (result != ncclSuccess)
    return result;
  for (int d = 0; d < devices; ++d) {
    // CHECK: hipSetDevice(d);
    cudaSetDevice(d);
    // CHECK: hipStreamCreate(&streams[d]);
    cudaStreamCreate(&streams[d]);
  }
  // CHECK: ncclGroupStart();
  ncclGroupStart();
  for (int d = 0; d < devices; ++d)
    // CHECK: ncclAllReduce(buffers[d], buffers[d], count, ncclFloat, ncclSum, comms[d],
    ncclAllReduce(buffers[d], buffers[d], count, ncclFloat, ncclSum, comms[d],
                  streams[d]);
  // CHECK: result = ncclGroupEnd();
  result = ncclGroupEnd();
  for (int d = 0; d < devices; ++d) {
    // CHECK: hipStreamSynchronize(streams[d]);
    cudaStreamSynchronize(streams[d]);
    // CHECK: ncclCommDestroy(comms[d]);
    ncclCommDestroy(comms[d]);
  }
  return result;
}

// NCCL 2.28 spells it AlltoAll, RCCL AllToAll.
// CHECK: ncclResult_t exchange(const int *in, int *out, size_t n, ncclComm_t comm, hipStream_t s) {
ncclResult_t exchange(const int *in, int *out, size_t n, ncclComm_t comm, cudaStream_t s) {
  // CHECK: return ncclAllToAll(in, out, n, ncclInt32, comm, s);
  return ncclAlltoAll(in, out, n, ncclInt32, comm, s);
}

// CHECK: ncclResult_t shrink(ncclComm_t comm, int *excluded, ncclComm_t *out) {
ncclResult_t shrink(ncclComm_t comm, int *excluded, ncclComm_t *out) {
  // CHECK: return ncclCommShrink(comm, excluded, 1, out, nullptr, NCCL_SHRINK_DEFAULT);
  return ncclCommShrink(comm, excluded, 1, out, nullptr, NCCL_SHRINK_DEFAULT);
}
// WARN: {{.*}}nccl-all-reduce.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'ncclCommShrink' is unsupported in HIP{{.*}}
