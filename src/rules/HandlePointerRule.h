//===- HandlePointerRule.h - Pointers to CUDA handle structs --------------===//
#ifndef HIPIFY_RULES_HANDLEPOINTERRULE_H
#define HIPIFY_RULES_HANDLEPOINTERRULE_H

#include "Rule.h"
#include "llvm/ADT/MapVector.h"

namespace hipify {

/// A pointer to one of CUDA's handle structs spelled out (`cudaArray *`,
/// `const cudaArray *`) becomes the HIP name of the CUDA typedef of that
/// pointer (`hipArray_t`, `hipArray_const_t`): HIP's NVIDIA platform declares
/// the typedefs but not every struct under HIP's name (`hipArray`). Left to
/// the renaming where the pointer's spelling is not plain (a comment or
/// macro inside it, a star another declarator shares: `cudaArray *a, *b`).
class HandlePointerRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void finishTranslationUnit() override;

private:
  /// A pointer spelled `[const] Struct *`: [Begin, Star].
  struct Spelling {
    clang::SourceLocation Begin, Star;
    const clang::RecordDecl *Struct;
    bool Const;
    /// Nothing but blanks (and its `const`) inside the spelling.
    bool Plain;
  };
  /// The pointers seen, by where their pointee is spelled.
  llvm::MapVector<clang::SourceLocation, llvm::SmallVector<Spelling, 1>>
      Pointers;
};

} // namespace hipify

#endif
