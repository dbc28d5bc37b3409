//===- TranslationUnitFuzzer.cpp - The whole conversion of one source -----===//
//
// Any text, converted as a .cu file with the CUDA headers (precompiled once):
// never a crash, every edit lies within the file it edits, and the output
// keeps every directive and comment of the input.
//
//===----------------------------------------------------------------------===//
#include "FuzzedTranslationUnit.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  hipify::convertFuzzedSource(Text);
  return 0;
}
