#ifndef HIPIFY_RULES_WARPSIZE_LANEMASKRULE_H
#define HIPIFY_RULES_WARPSIZE_LANEMASKRULE_H

#include "../Rule.h"
#include "FullMaskMacros.h"

namespace hipify {

/// Lane masks written for 32-lane warps: a 32-bit mask passed to a *_sync
/// intrinsic, a ballot or active mask kept in a 32-bit integer, `__popc`
/// (`__ffs`, `__clz`) of a ballot. HIP's masks are 64-bit. A literal full
/// mask (`0xffffffff`) becomes `~0ll`, and so does the body of a macro
/// spelling one that the TU uses only as such masks; with --fix-warp-size, so
/// does any full mask written in the file, an `unsigned` variable receiving a
/// mask `unsigned long long`, `__popc`/`__ffs` `__popcll`/
/// `__ffsll`.
class LaneMaskRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
  void finishTranslationUnit() override;

private:
  void checkMaskArgument(const clang::CallExpr &Call, clang::ASTContext &AST);
  void checkMaskDestination(const clang::CallExpr &Call,
                            clang::ASTContext &AST);
  void checkReceivingVariable(const clang::VarDecl &Var,
                              clang::ASTContext &AST);
  void checkBitCount(const clang::CallExpr &Call, llvm::StringRef Function,
                     clang::ASTContext &AST);

  FullMaskMacros MaskMacros{Ctx};
};

} // namespace hipify

#endif
