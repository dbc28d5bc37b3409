#ifndef HIPIFY_RULES_NUMERICSFASTMATHRULE_H
#define HIPIFY_RULES_NUMERICSFASTMATHRULE_H

#include "Rule.h"

namespace hipify {

struct NumericBound;

/// A call of a device math function whose documented maximum error differs
/// between CUDA and HIP, or that one of them documents no bound for
/// (mappings/numerics.bounds: `__expf`, `__sinf`, `__fsqrt_rn`, `rsqrtf`...):
/// a warning at the call with both figures and their sources. Functions
/// both vendors give the same bound (`__fadd_rn`) are not mentioned.
class NumericsFastMathRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

/// The bounds the tool carries (mappings/numerics.bounds), for \p Function;
/// null when it has none.
const NumericBound *documentedBound(llvm::StringRef Function);

} // namespace hipify

#endif
