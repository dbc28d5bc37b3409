// A stand-in for Caffe2's operator registry: only what the test names.
#pragma once
namespace caffe2 {
template <class Context> class Operator {};
} // namespace caffe2
#define REGISTER_CUDA_OPERATOR(name, ...) using Registered##name = __VA_ARGS__;
#define REGISTER_CUDA_OPERATOR_CREATOR(key, ...) using Created##key = __VA_ARGS__;
