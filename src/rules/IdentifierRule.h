#ifndef HIPIFY_RULES_IDENTIFIERRULE_H
#define HIPIFY_RULES_IDENTIFIERRULE_H

#include "Rule.h"

namespace hipify {

/// Renames names that the AST resolves to CUDA toolkit declarations:
/// calls, enumerators, variables and every TypeLoc.
class IdentifierRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void handleDeclRef(const clang::DeclRefExpr &Ref, clang::ASTContext &AST);
  void handleTypeLoc(const clang::TypeLoc &Matched);
};

} // namespace hipify

#endif
