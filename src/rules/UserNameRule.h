#ifndef HIPIFY_RULES_USERNAMERULE_H
#define HIPIFY_RULES_USERNAMERULE_H

#include "Rule.h"

namespace hipify {

/// Renames, by the user rules, the user's own functions, types, enums,
/// enumerators, variables and namespaces: their declarations and every
/// reference the AST resolves to them (calls, types, overload sets a
/// template leaves unresolved, using-declarations, qualifiers).
class UserNameRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void handleDeclaration(const clang::NamedDecl &D);
  void handleQualifier(clang::NestedNameSpecifierLoc Qualifier);
  /// Renames at \p Loc when \p D is renamed by a rule.
  void rename(const clang::NamedDecl *D, clang::SourceLocation Loc);
};

} // namespace hipify

#endif
