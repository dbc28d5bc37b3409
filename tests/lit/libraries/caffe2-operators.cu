// Caffe2 (PyTorch's caffe2/ tree) is a library apart from CUDA: a header
// whose path ends with one its family includes it by is Caffe2's, wherever
// the include paths find it, and what it declares converts where the user's
// code names it. Its headers become their HIP ports in the same tree; those
// without one are reported.
// RUN: %hipify %s -o %t.hip -- -I %S/Inputs 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err

// CHECK: #include "caffe2/core/hip/common_miopen.h"
#include "caffe2/core/common_cudnn.h"
// CHECK: #include "caffe2/operators/hip/spatial_batch_norm_op_miopen.hip"
#include "caffe2/operators/spatial_batch_norm_op.h"
// CHECK: #include "caffe2/core/operator.h"
#include "caffe2/core/operator.h"
// ERR: {{.*}}caffe2-operators.cu:[[#@LINE+2]]:10: warning: 'caffe2/core/context_gpu.h' is unsupported in HIP{{.*}}
// CHECK: #include "caffe2/core/context_gpu.h"
#include "caffe2/core/context_gpu.h"

namespace caffe2 {
template <class Context> class ReluOp : public Operator<Context> {};

// CHECK: REGISTER_HIP_OPERATOR(Relu, ReluOp<HIPContext>)
REGISTER_CUDA_OPERATOR(Relu, ReluOp<CUDAContext>)
// CHECK: REGISTER_HIP_OPERATOR_CREATOR(ReluCreator, ReluOp<HIPContext>)
REGISTER_CUDA_OPERATOR_CREATOR(ReluCreator, ReluOp<CUDAContext>)

// A class of the user's with a Caffe2-like name stays the user's.
namespace mine {
// CHECK: struct CUDAContext {};
struct CUDAContext {};
} // namespace mine
// CHECK: mine::CUDAContext own;
mine::CUDAContext own;
} // namespace caffe2
