//===- IncludeLineFuzzer.cpp - #include lines and leading includes --------===//
#include "frontend/IncludeMapping.h"
#include "frontend/LeadingIncludes.h"

#include "llvm/ADT/SmallVector.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Line(reinterpret_cast<const char *>(Data), Size);
  // The same text as the start of a source: the includes the preamble would
  // take, each a line of it.
  // clang's lexer reads sources as files are loaded: ending with a NUL.
  std::string Source = Line.str();
  std::string Leading = hipify::leadingAngledIncludes(Source);
  llvm::SmallVector<llvm::StringRef, 8> Taken;
  llvm::StringRef(Leading).split(Taken, '\n', -1, false);
  for (llvm::StringRef Include : Taken)
    if (!hipify::parseIncludeLine(Include))
      abort();
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
