// CUDA types are renamed in every position a type can be written; dim3 is
// the same type in HIP and stays.
// RUN: %hipify %s -o %t.hip
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>
#include <utility>
#include <vector>

// CHECK: typedef hipStream_t StreamHandle;
typedef cudaStream_t StreamHandle;
// CHECK: using EventHandle = hipEvent_t;
using EventHandle = cudaEvent_t;

struct Timer {
  // CHECK: hipEvent_t start;
  cudaEvent_t start;
  // CHECK: hipStream_t streams[2];
  cudaStream_t streams[2];
};

template <typename T> struct Holder { T value; };
template <typename T> T make() { return T(); }

// CHECK: hipError_t (*syncFunction)(hipStream_t) = hipStreamSynchronize;
cudaError_t (*syncFunction)(cudaStream_t) = cudaStreamSynchronize;

// CHECK: static hipDeviceProp_t queryDevice(int device) {
static cudaDeviceProp queryDevice(int device) {
  // The elaborated 'struct' goes: HIP's NVIDIA platform declares
  // hipDeviceProp_t as a typedef ([tag-keyword]).
  // CHECK: hipDeviceProp_t prop;
  struct cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, device);
  return prop;
}

// CHECK: static hipError_t record(hipEvent_t event, const hipStream_t *stream) {
static cudaError_t record(cudaEvent_t event, const cudaStream_t *stream) {
  return cudaEventRecord(event, *stream);
}

template <typename T> void neverInstantiated(T) {
  // CHECK: hipStream_t const *unused = nullptr;
  cudaStream_t const *unused = nullptr;
}

int main() {
  // CHECK: std::vector<hipStream_t> streams(2);
  std::vector<cudaStream_t> streams(2);
  // CHECK: std::pair<hipStream_t, hipEvent_t> pair;
  std::pair<cudaStream_t, cudaEvent_t> pair;
  // CHECK: Holder<hipEvent_t> holder = {make<hipEvent_t>()};
  Holder<cudaEvent_t> holder = {make<cudaEvent_t>()};
  // CHECK: size_t bytes = sizeof(hipDeviceProp_t) + sizeof(hipStream_t);
  size_t bytes = sizeof(cudaDeviceProp) + sizeof(cudaStream_t);
  void *raw = nullptr;
  // CHECK: hipStream_t fromStatic = static_cast<hipStream_t>(raw);
  cudaStream_t fromStatic = static_cast<cudaStream_t>(raw);
  // CHECK: hipStream_t fromC = (hipStream_t)raw;
  cudaStream_t fromC = (cudaStream_t)raw;
  // CHECK: auto *fromReinterpret = reinterpret_cast<const hipStream_t *>(&fromC);
  auto *fromReinterpret = reinterpret_cast<const cudaStream_t *>(&fromC);
  // CHECK: hipEvent_t *events = new hipEvent_t[2];
  cudaEvent_t *events = new cudaEvent_t[2];
  // CHECK: auto query = [](hipStream_t s) -> hipError_t { return hipStreamQuery(s); };
  auto query = [](cudaStream_t s) -> cudaError_t { return cudaStreamQuery(s); };
  // CHECK: const hipDeviceProp_t &prop = queryDevice(0);
  const cudaDeviceProp &prop = queryDevice(0);
  // CHECK: dim3 grid(1, 2, 3);
  dim3 grid(1, 2, 3);
  StreamHandle handle = fromStatic;
  EventHandle event = holder.value;
  record(event, &handle);
  query(*fromReinterpret);
  delete[] events;
  return int(bytes) + prop.major + int(grid.x) + (streams.size() > 1) +
         (pair.first == nullptr);
}
