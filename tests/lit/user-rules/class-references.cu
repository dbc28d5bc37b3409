// Every place a class, a function, an enumerator and a variable of the
// project are named: forward and out-of-line declarations, constructors and
// destructors (also called explicitly), base classes and their
// initializers, aliases, template arguments, sizeof and decltype, a friend,
// extern "C", the address of a function.
// RUN: %hipify --rules %S/Inputs/helpers.rules %s -o %t.hip 2> %t.err
// RUN: test ! -s %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %hip_check %t.hip

// CHECK: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <vector>
// CHECK: class MyHipStream;
class MyCudaStream;
// CHECK: class MyHipStream {
class MyCudaStream {
public:
  // CHECK: MyHipStream();
  MyCudaStream();
  // CHECK: ~MyHipStream();
  ~MyCudaStream();
  // CHECK: friend bool operator==(const MyHipStream &, const MyHipStream &);
  friend bool operator==(const MyCudaStream &, const MyCudaStream &);
};
// CHECK: MyHipStream::MyHipStream() {}
MyCudaStream::MyCudaStream() {}
// CHECK: MyHipStream::~MyHipStream() {}
MyCudaStream::~MyCudaStream() {}
// CHECK: using Alias = MyHipStream;
using Alias = MyCudaStream;
// CHECK: class Derived : public MyHipStream {
class Derived : public MyCudaStream {
public:
  // CHECK: Derived() : MyHipStream() {}
  Derived() : MyCudaStream() {}
};
// CHECK: extern "C" void checkHipErrors(hipError_t) {}
extern "C" void checkCudaErrors(cudaError_t) {}
// CHECK: enum Old { kHipFast = 1 };
enum Old { kCudaFast = 1 };
// CHECK: int gHipDevice = kHipFast;
int gCudaDevice = kCudaFast;
// CHECK: decltype(gHipDevice) copy = gHipDevice;
decltype(gCudaDevice) copy = gCudaDevice;
template <typename T> struct Holder { T value; };
void use() {
  // CHECK: std::vector<MyHipStream> v(sizeof(MyHipStream));
  std::vector<MyCudaStream> v(sizeof(MyCudaStream));
  // CHECK: Holder<MyHipStream> h;
  Holder<MyCudaStream> h;
  // CHECK: auto p = new MyHipStream();
  auto p = new MyCudaStream();
  // CHECK: p->~MyHipStream();
  p->~MyCudaStream();
  // CHECK: checkHipErrors(hipSuccess);
  checkCudaErrors(cudaSuccess);
  // CHECK: void (*fp)(hipError_t) = checkHipErrors;
  void (*fp)(cudaError_t) = checkCudaErrors;
  // CHECK: fp(hipSuccess);
  fp(cudaSuccess);
}
