// --rules FILE renames the user's own types (a class, its constructors and
// destructor, the injected class name, a typedef), an enum and an
// enumerator, a variable, a namespace (its declarations, qualifiers, using
// directives and aliases) and a function named with its namespace.
// RUN: %hipify --rules %S/../user-rules/Inputs/helpers.rules %s -o %t.hip 2> %t.err
// RUN: test ! -s %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check --allow hiputil --allow hipStreamHandle %t.hip

#include <cuda_runtime.h>

// CHECK: typedef hipStream_t hipStreamHandle;
typedef cudaStream_t cudaStreamHandle;

// CHECK: enum class HipMode { kHipFast, kCudaSafe };
enum class CudaMode { kCudaFast, kCudaSafe };

// CHECK: int gHipDevice = 0;
int gCudaDevice = 0;

// CHECK: class MyHipStream {
class MyCudaStream {
public:
  // CHECK: explicit MyHipStream(HipMode mode = HipMode::kHipFast) : mode_(mode) {
  explicit MyCudaStream(CudaMode mode = CudaMode::kCudaFast) : mode_(mode) {
    // CHECK: hipSetDevice(gHipDevice);
    cudaSetDevice(gCudaDevice);
    cudaStreamCreate(&stream_);
  }
  // CHECK: ~MyHipStream() { hipStreamDestroy(stream_); }
  ~MyCudaStream() { cudaStreamDestroy(stream_); }
  // CHECK: MyHipStream(MyHipStream &&other) = delete;
  MyCudaStream(MyCudaStream &&other) = delete;
  // CHECK: hipStreamHandle handle() const { return stream_; }
  cudaStreamHandle handle() const { return stream_; }
  // CHECK: static MyHipStream &standard();
  static MyCudaStream &standard();

private:
  // CHECK: HipMode mode_;
  CudaMode mode_;
  // CHECK: hipStreamHandle stream_;
  cudaStreamHandle stream_;
};

// CHECK: MyHipStream &MyHipStream::standard() {
MyCudaStream &MyCudaStream::standard() {
  // CHECK: static MyHipStream s;
  static MyCudaStream s;
  return s;
}

// CHECK: namespace hiputil {
namespace cudautil {
// CHECK: inline void launchCheckHip() { hipDeviceSynchronize(); }
inline void launchCheck() { cudaDeviceSynchronize(); }
// Comments are left as written.
// CHECK: } // namespace cudautil
} // namespace cudautil

// CHECK: namespace hu = hiputil;
namespace hu = cudautil;

void use() {
  // CHECK: hiputil::launchCheckHip();
  cudautil::launchCheck();
  // CHECK: hu::launchCheckHip();
  hu::launchCheck();
  {
    // CHECK: using namespace hiputil;
    using namespace cudautil;
    // CHECK: launchCheckHip();
    launchCheck();
  }
  // CHECK: ::hiputil::launchCheckHip();
  ::cudautil::launchCheck();
  // CHECK: MyHipStream::standard().handle();
  MyCudaStream::standard().handle();
}
