// The project's own wrappers around the CUDA runtime.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <hip/hip_runtime.h>

inline void checkHipErrors(hipError_t status, const char *what) {
  if (status != hipSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, hipGetErrorString(status));
    std::exit(1);
  }
}

#ifndef HIP_CHECK
#define HIP_CHECK(call) checkHipErrors((call), #call)
#endif

class MyHipStream {
public:
  MyHipStream() { HIP_CHECK(hipStreamCreate(&stream_)); }
  ~MyHipStream() { hipStreamDestroy(stream_); }
  MyHipStream(const MyHipStream &) = delete;
  MyHipStream &operator=(const MyHipStream &) = delete;

  hipStream_t get() const { return stream_; }
  void sync() const { HIP_CHECK(hipStreamSynchronize(stream_)); }

private:
  hipStream_t stream_;
};

template <typename T> T *deviceAlloc(size_t count) {
  T *p = nullptr;
  HIP_CHECK(hipMalloc(&p, count * sizeof(T)));
  return p;
}

// The call's argument depends on T: resolved only per instantiation.
template <typename T> void deviceFree(T *p) {
  checkHipErrors(hipFree(p), "deviceFree");
}
