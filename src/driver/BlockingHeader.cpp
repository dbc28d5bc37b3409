#include "BlockingHeader.h"

#include <set>

namespace hipify {

std::optional<BlockingHeader>
onlyBlockingHeader(const TranslationUnitResult &R) {
  const FileResult *Blocking = nullptr;
  for (const FileResult &File : R.Files) {
    bool Blocks = false;
    for (const UnconvertedReference &U : File.Edits.unconverted())
      Blocks |= !U.Inactive;
    if (!Blocks)
      continue;
    if (File.IsMainFile || Blocking)
      return std::nullopt;
    Blocking = &File;
  }
  if (!Blocking)
    return std::nullopt;
  std::set<std::string> Names;
  for (const UnconvertedReference &U : Blocking->Edits.unconverted())
    if (!U.Inactive)
      Names.insert(U.Reference.CudaName);
  return BlockingHeader{Blocking->Path, {Names.begin(), Names.end()}};
}

} // namespace hipify
