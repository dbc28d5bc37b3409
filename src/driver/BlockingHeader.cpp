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
  std::set<std::string> Names, Functions;
  for (const UnconvertedReference &U : Blocking->Edits.unconverted())
    if (!U.Inactive) {
      Names.insert(U.Reference.CudaName);
      Functions.insert(U.Function.empty() ? "file scope" : U.Function);
    }
  return BlockingHeader{Blocking->Path,
                        {Names.begin(), Names.end()},
                        {Functions.begin(), Functions.end()}};
}

} // namespace hipify
