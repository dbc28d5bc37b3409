// WMMA (mma.h) has no HIP counterpart in the HIP runtime (rocWMMA is a
// library of its own, with other names): the include is reported, and so is
// every use of its names, each at its own line, not only the include.
// The output keeps WMMA on purpose, so it is only name-checked.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err --implicit-check-not=warning:
// RUN: %hip_names %t.hip

#include <cuda_runtime.h>
#include <cuda_fp16.h>
// ERR: {{.*}}wmma-each-use.cu:[[#@LINE+1]]:10: warning: 'mma.h' is unsupported in HIP [include]
#include <mma.h>
using namespace nvcuda;

__global__ void tile(const half *a, float *c) {
  // ERR: {{.*}}wmma-each-use.cu:[[#@LINE+3]]:9: warning: 'nvcuda::wmma::fragment' is not a known CUDA name (declared by CUDA's crt/mma.h; no mapping knows it): left as written [identifier]
  // ERR: {{.*}}wmma-each-use.cu:[[#@LINE+2]]:24: warning: 'nvcuda::wmma::accumulator' is not a known CUDA name (declared by CUDA's crt/mma.h; no mapping knows it): left as written [identifier]
  // CHECK: wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  // ERR: {{.*}}wmma-each-use.cu:[[#@LINE+2]]:9: warning: 'nvcuda::wmma::fill_fragment' is not a known CUDA name (declared by CUDA's crt/mma.h; no mapping knows it): left as written [identifier]
  // CHECK: wmma::fill_fragment(acc, 0.0f);
  wmma::fill_fragment(acc, 0.0f);
  // ERR: {{.*}}wmma-each-use.cu:[[#@LINE+3]]:9: warning: 'nvcuda::wmma::store_matrix_sync' is not a known CUDA name (declared by CUDA's crt/mma.h; no mapping knows it): left as written [identifier]
  // ERR: {{.*}}wmma-each-use.cu:[[#@LINE+2]]:45: warning: 'nvcuda::wmma::mem_row_major' is not a known CUDA name (declared by CUDA's crt/mma.h; no mapping knows it): left as written [identifier]
  // CHECK: wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
  wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
}
