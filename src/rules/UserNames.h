//===- UserNames.h - Which declarations a user rule renames ---------------===//
//
// The opposite ownership test to the CUDA tables': a user rule renames a
// name only where it resolves to the user's own declaration of it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_USERNAMES_H
#define HIPIFY_RULES_USERNAMES_H

#include "../frontend/TranslationContext.h"
#include "mapping/UserRules.h"

#include "clang/AST/Decl.h"

namespace hipify {

/// The rule renaming \p D, or null: \p D must be declared in a user file,
/// be of the rule's kind and lie in its scope (a name without `::` matches
/// a declaration at namespace scope, `ns::name` the one of that qualified
/// name), so that a local variable or a member spelled like a rule's name is
/// left alone. The injected class name stands for its class.
const UserRule *userRuleFor(const clang::NamedDecl &D, TranslationContext &Ctx);

/// The rule renaming every declaration of \p Decls (an overload set, the
/// targets of a using-declaration), or null when one of them is not
/// renamed by it.
template <typename Range>
const UserRule *userRuleForAll(Range Decls, TranslationContext &Ctx) {
  const UserRule *Rule = nullptr;
  for (const clang::NamedDecl *D : Decls) {
    const UserRule *Own = userRuleFor(*D->getUnderlyingDecl(), Ctx);
    if (!Own || (Rule && Own != Rule))
      return nullptr;
    Rule = Own;
  }
  return Rule;
}

/// Renames the name \p Rule matches where it is spelled for \p Loc (the
/// `~` of a destructor and a leading `::` are stepped over). Nothing when
/// the name is not spelled there (formed by `##`) or not in a user file.
void renameUserName(TranslationContext &Ctx, const UserRule &Rule,
                    clang::SourceLocation Loc);

} // namespace hipify

#endif
