#ifndef HIPIFY_RULES_NUMERICSREDUCTIONORDERRULE_H
#define HIPIFY_RULES_NUMERICSREDUCTIONORDERRULE_H

#include "Rule.h"

#include "llvm/ADT/DenseSet.h"
#include <string>
#include <vector>

namespace hipify {

/// A kernel or device function that sums floating-point values across lanes:
/// a warp shuffle (`__shfl_down_sync`...) of a float or double added to a
/// sum, or an `atomicAdd` on a `float *` or `double *`. With AMD's 64-lane
/// wavefronts the additions are grouped otherwise, so the sum may differ
/// from CUDA's in its last bits. Not a defect: one note per function, at
/// its first such operation, and only under --numerics=all.
class NumericsReductionOrderRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void finishTranslationUnit() override;

private:
  /// The operations of one function, as written (a template's
  /// instantiations share its pattern's).
  struct Summing {
    const clang::FunctionDecl *Function;
    clang::SourceLocation First;
    unsigned Shuffles = 0, Atomics = 0;
    llvm::DenseSet<clang::SourceLocation> Seen;
  };
  std::vector<Summing> Functions;
};

} // namespace hipify

#endif
