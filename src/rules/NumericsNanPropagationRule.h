#ifndef HIPIFY_RULES_NUMERICSNANPROPAGATIONRULE_H
#define HIPIFY_RULES_NUMERICSNANPROPAGATIONRULE_H

#include "Rule.h"

namespace hipify {

/// A call that asks for a NaN behaviour HIP's library has no parameter for
/// (cudnnSetActivationDescriptor with CUDNN_PROPAGATE_NAN: the data marks
/// the argument `drop=N:ENUMERATOR:numerics-nan-propagation`). The
/// argument-transform rule drops it; this rule says that results differ
/// where an input is NaN. Silent under --numerics-strict, where the call is
/// left as written and reported instead.
class NumericsNanPropagationRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
