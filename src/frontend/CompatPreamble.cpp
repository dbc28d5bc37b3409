//===- CompatPreamble.cpp - What nvcc provides and clang's CUDA mode lacks ===//
//
// The header is headers/hipify_cuda_compat.h, embedded at build time.
// Each block answers one failure of clang 22 on code nvcc 13 compiles; the
// tests in tests/lit/compat/ show the failure this text removes. Names are
// declared with the spellings nvcc gives them (reserved identifiers: they
// cannot clash with user code). Declarations are enough for most of them:
// the parse is host-only, device bodies are checked but never generated.
//
// Fixed by the driver instead (see buildClangCommandLine): `register`
// variables (-Wno-register) and kernels launched from device code
// (-fgpu-rdc).
//
//===----------------------------------------------------------------------===//
#include "CompatPreamble.h"

namespace hipify {

llvm::StringRef compatPreamblePath() {
  return "/__hipify_cpp__/hipify_cuda_compat.h";
}

static const char Text[] =
#include "hipify/CompatPreambleText.inc"
    ;

llvm::StringRef compatPreambleText() { return Text; }

} // namespace hipify
