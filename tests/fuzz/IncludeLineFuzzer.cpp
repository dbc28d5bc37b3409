//===- IncludeLineFuzzer.cpp - The #include line parser on any line -------===//
#include "rules/IncludeMapping.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Line(reinterpret_cast<const char *>(Data), Size);
  std::optional<hipify::IncludeLine> Include = hipify::parseIncludeLine(Line);
  if (!Include)
    return 0;
  // Both are slices of the line; the name lies within the spelling.
  auto within = [](llvm::StringRef Part, llvm::StringRef Whole) {
    return Part.data() >= Whole.data() &&
           Part.data() + Part.size() <= Whole.data() + Whole.size();
  };
  if (!within(Include->Spelled, Line) ||
      !within(Include->Name, Include->Spelled))
    abort();
  return 0;
}
