// Library names removed before the installed toolkit, in branches for the
// versions that still had them: the tables alone say what each name is. Where
// HIP's libraries have it, it is converted; where not, reported as inactive,
// saying which version removed it (cuDNN's own version for cuDNN).
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err

#include <cudnn.h>
#include <cufft.h>
#include <nvrtc.h>

#if CUDNN_MAJOR < 9
void infer(cudnnHandle_t h, cudnnRNNDescriptor_t rnn, cudnnTensorDescriptor_t *xd,
           size_t *bytes) {
  // CHECK: miopenGetRNNTrainingReserveSize(h, rnn, 8, xd, bytes);
  cudnnGetRNNTrainingReserveSize(h, rnn, 8, xd, bytes);
  // ERR: {{.*}}removed-library-names-inactive-branch.cu:[[#@LINE+2]]:3: warning: 'cudnnGetConvolutionForwardAlgorithm' is unsupported in HIP (removed in cuDNN 8.0); use 'cudnnGetConvolutionForwardAlgorithm_v7' instead (in an inactive #if branch) [skipped-block]
  // CHECK: cudnnGetConvolutionForwardAlgorithm(h, xd[0], nullptr, nullptr, xd[1], CUDNN_CONVOLUTION_FWD_PREFER_FASTEST, 0, nullptr);
  cudnnGetConvolutionForwardAlgorithm(h, xd[0], nullptr, nullptr, xd[1], CUDNN_CONVOLUTION_FWD_PREFER_FASTEST, 0, nullptr);
}
#endif

#if CUDA_VERSION < 13000
// ERR: {{.*}}removed-library-names-inactive-branch.cu:[[#@LINE+2]]:44: warning: 'CUFFT_LICENSE_ERROR' is unsupported in HIP (removed in CUDA 13.0): {{.*}} (in an inactive #if branch) [skipped-block]
// CHECK: bool licensed(hipfftResult r) { return r != CUFFT_LICENSE_ERROR; }
bool licensed(cufftResult r) { return r != CUFFT_LICENSE_ERROR; }
// ERR: {{.*}}removed-library-names-inactive-branch.cu:[[#@LINE+2]]:52: warning: 'nvrtcGetNVVM' is unsupported in HIP (removed in CUDA 13.0); use 'nvrtcGetLTOIR' instead (in an inactive #if branch) [skipped-block]
// CHECK: hiprtcResult ir(hiprtcProgram p, char *out) { return nvrtcGetNVVM(p, out); }
nvrtcResult ir(nvrtcProgram p, char *out) { return nvrtcGetNVVM(p, out); }
#endif
