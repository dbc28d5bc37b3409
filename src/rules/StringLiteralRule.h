#ifndef HIPIFY_RULES_STRINGLITERALRULE_H
#define HIPIFY_RULES_STRINGLITERALRULE_H

#include "Rule.h"

namespace hipify {

/// Renames CUDA API names written inside string literals
/// (`"cudaMalloc failed"` -> `"hipMalloc failed"`), whole words only, and
/// counts them like any reference. Only names HIP has are touched: a string
/// is text, so a name HIP lacks is not worth a warning. Off with
/// --no-string-literals.
class StringLiteralRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void check(const clang::ast_matchers::MatchFinder::MatchResult &R) override;

  /// The [offset, length) of each identifier-like word of a string literal
  /// token's text; escape sequences separate words (`\ncudaFree` holds
  /// `cudaFree`).
  static std::vector<std::pair<unsigned, unsigned>>
  words(llvm::StringRef TokenText);
};

} // namespace hipify

#endif
