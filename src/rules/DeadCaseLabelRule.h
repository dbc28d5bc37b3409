#ifndef HIPIFY_RULES_DEADCASELABELRULE_H
#define HIPIFY_RULES_DEADCASELABELRULE_H

#include "Rule.h"

#include "llvm/ADT/DenseSet.h"

namespace hipify {

/// `case CUFFT_MISSING_DEPENDENCY:`: a case label naming a CUDA enumerator
/// the tables mark unsupported. HIP has no such value, so no HIP call
/// returns it and the label is dead; left as written it does not compile.
/// The label alone is fenced (CodeFence.h): its statements stay where they
/// are, for the labels that share them and the arm above that falls through
/// into them, so every value HIP can produce runs what it ran in CUDA.
class DeadCaseLabelRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  llvm::DenseSet<clang::SourceLocation> Fenced;
};

} // namespace hipify

#endif
