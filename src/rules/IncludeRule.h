#ifndef HIPIFY_RULES_INCLUDERULE_H
#define HIPIFY_RULES_INCLUDERULE_H

#include "Rule.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include <set>

namespace hipify {

/// Maps `#include`s of CUDA headers to HIP headers (keeping `<>` vs `""`),
/// deletes the duplicates that appear when two CUDA headers map to one HIP
/// header, and makes `<hip/hip_runtime.h>` the first include of every
/// converted source unless its first include already is the runtime header:
/// nvcc includes the runtime implicitly before anything else, so the source
/// and its own headers may use it before (or without) including it. A source
/// that references no CUDA name and includes neither a CUDA header nor a
/// header of the user's (which may rely on the runtime) is left alone.
/// Before that include go the definitions of the macros older HIPs need for
/// the names a file and the files it includes use (`opt-in=`:
/// HIP_ENABLE_WARP_SYNC_BUILTINS before 7.0); a header needing some gets
/// them before its own first include.
/// A source is the main file, or a `.cu` file another one includes: a `.cu`
/// is also compiled on its own, and its conversion must not depend on the
/// translation unit it was reached from.
class IncludeRule : public Rule {
public:
  using Rule::Rule;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
  void finishTranslationUnit() override;

  /// Where to insert a new include into \p Text: after an include guard or
  /// `#pragma once`, else before the first `#include`, else at the top.
  static unsigned insertionOffset(llvm::StringRef Text);

  /// The header every converted source includes.
  static constexpr llvm::StringLiteral RuntimeHeader = "hip/hip_runtime.h";

private:
  friend class IncludeCallbacks;
  void onInclude(clang::SourceLocation HashLoc, llvm::StringRef FileName,
                 bool IsAngled, clang::CharSourceRange FilenameRange,
                 clang::OptionalFileEntryRef File,
                 clang::SrcMgr::CharacteristicKind FileType);

  /// Whether \p FID is a source that gets the runtime header.
  bool isSource(clang::FileID FID) const;
  std::set<std::string> optInMacrosOf(clang::FileID FID) const;
  /// Defines the opt-in macros \p OptIn (those the HIP names of a file, and
  /// of the user files it includes, need) in \p FID, and includes the
  /// runtime header when it is a source that lacks it.
  void insertRuntimeHeader(clang::FileID FID,
                           const std::set<std::string> &OptIn);

  /// What the includes of a user file say about its runtime header.
  struct FileIncludes {
    bool SawInclude = false;
    bool StartsWithRuntime = false;
    bool IncludesCudaOrUserHeader = false;
  };
  llvm::DenseMap<clang::FileID, FileIncludes> Includes;
  /// HIP headers already included, per including file.
  llvm::DenseMap<clang::FileID, llvm::StringSet<>> HipHeadersIncluded;
};

} // namespace hipify

#endif
