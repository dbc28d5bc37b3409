// libcu++'s namespace `cuda` has no HIP counterpart: a qualifier the AST
// resolves to it is reported, while a library's own `cuda` namespace in the
// same qualifier position is not (user-namespace-named-like-cuda.cu). No
// hipcc check: the output keeps libcu++, which HIP does not have.
// RUN: %hipify %s -o %t.hip 2> %t.err
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err --implicit-check-not=warning:

#include <cuda_runtime.h>
#include <cuda/std/atomic>

namespace at {
namespace cuda {
inline int current() { return 0; }
} // namespace cuda
} // namespace at

// ERR: {{.*}}libcudacxx-namespace-reported.cu:[[#@LINE+1]]:19: warning: 'cuda' is unsupported in HIP [library-namespace]
__global__ void k(cuda::std::atomic<int> *a) {
  a->fetch_add(at::cuda::current());
}
