#ifndef HIPIFY_RULES_COLLISIONS_COLLIDINGOVERLOADRULE_H
#define HIPIFY_RULES_COLLISIONS_COLLIDINGOVERLOADRULE_H

#include "../Rule.h"

namespace hipify {

/// Two of the user's functions of one name and scope whose parameter types
/// differ in CUDA and become the same in HIP, because the tables map several
/// CUDA types to one HIP type (`f(cudaError_t)`, `f(CUresult)`: both
/// `f(hipError_t)`). Reported at the later one, with a note at the earlier.
/// When both are defined, the later definition is fenced with `#if 0`
/// (CodeFence.h): kept for the user to read, out of the compile, and every
/// call, its HIP argument now of the one type, goes to the first.
class CollidingOverloadRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void finishTranslationUnit() override;

private:
  /// Fences \p Later's definition when \p Earlier has one too.
  bool fenceRedefinition(const clang::FunctionDecl &Later,
                         const clang::FunctionDecl &Earlier,
                         llvm::StringRef Converted);
  /// The user's functions, first declarations only, as matched.
  std::vector<const clang::FunctionDecl *> Functions;
  llvm::DenseSet<const clang::FunctionDecl *> Seen;
};

} // namespace hipify

#endif
