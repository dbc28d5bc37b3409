#ifndef HIPIFY_RULES_INCLUDERULE_H
#define HIPIFY_RULES_INCLUDERULE_H

#include "Rule.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

namespace hipify {

/// Maps `#include`s of CUDA headers to HIP headers (keeping `<>` vs `""`),
/// deletes the duplicates that appear when two CUDA headers map to one HIP
/// header, and gives a `.cu` file that uses CUDA without including it (nvcc
/// includes it implicitly) an `#include <hip/hip_runtime.h>`.
class IncludeRule : public Rule {
public:
  using Rule::Rule;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
  void finishTranslationUnit() override;

  /// Where to insert a new include into \p Text: after an include guard or
  /// `#pragma once`, else before the first `#include`, else at the top.
  static unsigned insertionOffset(llvm::StringRef Text);

private:
  friend class IncludeCallbacks;
  void onInclude(clang::SourceLocation HashLoc, llvm::StringRef FileName,
                 bool IsAngled, clang::CharSourceRange FilenameRange,
                 clang::OptionalFileEntryRef File);

  /// HIP headers already included, per including file.
  llvm::DenseMap<clang::FileID, llvm::StringSet<>> HipHeadersIncluded;
};

} // namespace hipify

#endif
