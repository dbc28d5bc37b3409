#ifndef HIPIFY_RULES_EXPLICITINSTANTIATIONRULE_H
#define HIPIFY_RULES_EXPLICITINSTANTIATIONRULE_H

#include "Rule.h"

namespace hipify {

/// Renames the CUDA types written in an explicit instantiation of a function
/// template (`template void launch<float>(float *, cudaStream_t);`). Clang
/// keeps no type locations for what such a declaration writes, so its
/// tokens are read again: a name is renamed when the instantiated
/// function's return and parameter types name that CUDA declaration (the
/// instantiation must restate them to match the template).
class ExplicitInstantiationRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
