// In a branch the parse skips, a name is known to be CUDA's by the list of
// what the toolkit's headers declare (mappings/cuda-names.map): each one no
// mapping knows is reported as inactive; so are nvcc's predefined macros and
// the toolkit's macros tested where their header is not included.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_check %t.hip

#include <cuda_runtime.h>

#ifdef WITH_NVTX
// ERR: {{.*}}unknown-cuda-names-inactive.cu:[[#@LINE+2]]:10: warning: 'nvtx3/nvToolsExt.h' is a CUDA header no mapping knows: left as written (in an inactive #if branch) [unconverted-audit]
// CHECK: #include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExt.h>
#endif

// CHECK: hipError_t step(hipStream_t stream) {
cudaError_t step(cudaStream_t stream) {
#ifdef WITH_NVTX
  // ERR: {{.*}}unknown-cuda-names-inactive.cu:[[#@LINE+2]]:3: warning: 'nvtxRangePushA' is not a known CUDA name (declared by CUDA's nvtx3/nvToolsExt.h; no mapping knows it): left as written (in an inactive #if branch) [unconverted-audit]
  // CHECK: nvtxRangePushA("step");
  nvtxRangePushA("step");
#endif
  // CHECK: return hipStreamSynchronize(stream);
  return cudaStreamSynchronize(stream);
}

// nvcc's list of target architectures (clang's driver defines it too, on the
// command line it builds): HIP has none.
// ERR: {{.*}}unknown-cuda-names-inactive.cu:[[#@LINE+3]]:8: warning: '__CUDA_ARCH_LIST__' is unsupported in HIP; in HIP use '__gfx*__' instead [macro-reference]
// ERR: {{.*}}unknown-cuda-names-inactive.cu:[[#@LINE+3]]:16: warning: '__CUDA_ARCH_LIST__' is unsupported in HIP; in HIP use '__gfx*__' instead [macro-reference]
// CHECK: #ifdef __CUDA_ARCH_LIST__
#ifdef __CUDA_ARCH_LIST__
int archs[] = {__CUDA_ARCH_LIST__};
#endif

// cuSPARSE's calling-convention macro, tested where cusparse.h is not included:
// ERR: {{.*}}unknown-cuda-names-inactive.cu:[[#@LINE+2]]:13: warning: 'CUSPARSEAPI' is not a known CUDA name (declared by CUDA's cusparse.h; no mapping knows it): left as written [macro-reference]
// CHECK: #if defined(CUSPARSEAPI)
#if defined(CUSPARSEAPI)
int sparse_available = 1;
#endif
