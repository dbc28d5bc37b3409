// A stand-in for Caffe2's CUDA device context.
#pragma once
namespace caffe2 {
class CUDAContext {
public:
  CUDAContext() = default;
};
} // namespace caffe2
