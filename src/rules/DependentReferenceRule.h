#ifndef HIPIFY_RULES_DEPENDENTREFERENCERULE_H
#define HIPIFY_RULES_DEPENDENTREFERENCERULE_H

#include "Rule.h"

namespace hipify {

/// Renames the references the AST cannot resolve to one declaration yet:
/// calls in templates whose arguments depend on a template parameter (an
/// overload set, resolved only per instantiation, and never if the template
/// is not instantiated), using-declarations and friend declarations. A set
/// whose candidates are all CUDA declarations is renamed like a resolved
/// reference; one mixing the user's declarations with CUDA's is reported.
class DependentReferenceRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void handleOverloadSet(const clang::UnresolvedLookupExpr &Set,
                         clang::ASTContext &AST);
  void handleUsing(const clang::UsingDecl &Using);
  void handleFriend(const clang::FriendDecl &Friend);
};

} // namespace hipify

#endif
