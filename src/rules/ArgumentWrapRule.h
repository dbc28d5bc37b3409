#ifndef HIPIFY_RULES_ARGUMENTWRAPRULE_H
#define HIPIFY_RULES_ARGUMENTWRAPRULE_H

#include "Rule.h"

namespace hipify {

/// Wraps the arguments whose form HIP needs spelled out (`wrap=` in
/// mappings/): device symbols passed to the `*Symbol*` APIs become
/// `HIP_SYMBOL(sym)`, and kernels passed to the function-attribute and
/// launch APIs (C++ template overloads in CUDA) become
/// `reinterpret_cast<const void*>(kernel)`.
class ArgumentWrapRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
