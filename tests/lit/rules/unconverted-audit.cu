// A name the CUDA toolkit's headers declare or define that no mapping knows is
// CUDA's all the same: each use is reported ("not a known CUDA name"), counted
// in the statistics under "CUDA API (unclassified)", and left as written.
// The output keeps NVTX calls on purpose (HIP has no NVTX), so it is only
// name-checked.
// RUN: %hipify %s -o %t.hip --print-stats 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %hipify %s -o /dev/null --fail-on-unconverted 2> /dev/null; test $? -eq 1
// RUN: %hip_names %t.hip

#include <cuda_runtime.h>
// ERR: {{.*}}unconverted-audit.cu:[[#@LINE+2]]:10: warning: 'nvtx3/nvToolsExt.h' is a CUDA header no mapping knows: left as written [include]
// CHECK: #include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExt.h>

// CHECK: void step(hipStream_t stream) {
void step(cudaStream_t stream) {
  // ERR: {{.*}}unconverted-audit.cu:[[#@LINE+2]]:3: warning: 'nvtxRangePushA' is not a known CUDA name (declared by CUDA's nvtx3/nvToolsExt.h; no mapping knows it): left as written [identifier]
  // CHECK: nvtxRangePushA("step");
  nvtxRangePushA("step");
  // CHECK: hipStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // ERR: {{.*}}unconverted-audit.cu:[[#@LINE+2]]:3: warning: 'nvtxRangePop' is not a known CUDA name (declared by CUDA's nvtx3/nvToolsExt.h; no mapping knows it): left as written [identifier]
  // CHECK: nvtxRangePop();
  nvtxRangePop();
  // A macro of the toolkit's that no mapping knows:
  // ERR: {{.*}}unconverted-audit.cu:[[#@LINE+3]]:3: warning: 'nvtxMarkA' is not a known CUDA name (declared by CUDA's nvtx3/nvToolsExt.h; no mapping knows it): left as written [identifier]
  // ERR: {{.*}}unconverted-audit.cu:[[#@LINE+2]]:13: warning: 'NVTX_VERSION' is not a known CUDA name (declared by CUDA's nvtx3/nvToolsExt.h; no mapping knows it): left as written [macro-reference]
  // CHECK: nvtxMarkA(NVTX_VERSION == 3 ? "v3" : "other");
  nvtxMarkA(NVTX_VERSION == 3 ? "v3" : "other");
}

// ERR: CONVERTED refs count: 3
// ERR: UNCONVERTED refs count: 5
// ERR-LABEL: [HIPIFY] info: UNCONVERTED refs by API:
// ERR-NEXT: CUDA API (unclassified): 5
