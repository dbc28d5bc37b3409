#include "CompatPreamble.h"

namespace hipify {

llvm::StringRef compatPreamblePath() {
  return "/__hipify_cpp__/hipify_cuda_compat.h";
}

llvm::StringRef compatPreambleText() {
  return R"(// hipify-cpp: declarations nvcc provides and clang's CUDA mode lacks.
#pragma clang system_header
)";
}

} // namespace hipify
