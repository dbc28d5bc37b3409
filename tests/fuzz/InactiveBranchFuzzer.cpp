//===- InactiveBranchFuzzer.cpp - The token-level renamer of #if 0 code ---===//
//
// Any text inside an inactive `#if` branch is renamed token by token: never a
// crash, and every edit within the file.
//
//===----------------------------------------------------------------------===//
#include "FuzzedTranslationUnit.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Body(reinterpret_cast<const char *>(Data), Size);
  // A body that closes the branch itself is still lexed: the renamer sees
  // whatever the preprocessor skips.
  const std::string Head = "#if 0\n";
  std::string Text = Head + Body.str() + "\n#endif\nint after;\n";
  hipify::convertFuzzedSource(Text);
  return 0;
}
