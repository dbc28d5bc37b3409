//===- UserNameRule.cpp - Rename the user's own names by the user rules ---===//
#include "UserNameRule.h"
#include "CudaReferences.h"
#include "UserNames.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/NestedNameSpecifier.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void UserNameRule::registerMatchers(MatchFinder &Finder) {
  if (!Ctx.userRules() || Ctx.userRules()->empty())
    return;
  Finder.addMatcher(namedDecl().bind("decl"), this);
  Finder.addMatcher(declRefExpr().bind("ref"), this);
  Finder.addMatcher(typeLoc().bind("type"), this);
  Finder.addMatcher(unresolvedLookupExpr().bind("set"), this);
  Finder.addMatcher(nestedNameSpecifierLoc().bind("qualifier"), this);
}

void UserNameRule::check(const MatchFinder::MatchResult &Result) {
  const auto &Nodes = Result.Nodes;
  if (const auto *Ref = Nodes.getNodeAs<DeclRefExpr>("ref"))
    rename(Ref->getDecl(), Ref->getLocation());
  else if (const auto *TL = Nodes.getNodeAs<TypeLoc>("type")) {
    auto [D, NameLoc] = namedTypeOf(*TL);
    rename(D, NameLoc);
  } else if (const auto *Set = Nodes.getNodeAs<UnresolvedLookupExpr>("set")) {
    if (const UserRule *Rule = userRuleForAll(Set->decls(), Ctx))
      renameUserName(Ctx, *Rule, Set->getNameLoc());
  } else if (const auto *Q =
                 Nodes.getNodeAs<NestedNameSpecifierLoc>("qualifier")) {
    handleQualifier(*Q);
  } else if (const auto *D = Nodes.getNodeAs<NamedDecl>("decl")) {
    handleDeclaration(*D);
  }
}

void UserNameRule::handleDeclaration(const NamedDecl &D) {
  if (D.isImplicit())
    return;
  if (const auto *Using = dyn_cast<UsingDecl>(&D)) {
    if (const UserRule *Rule = userRuleForAll(Using->shadows(), Ctx))
      renameUserName(Ctx, *Rule, Using->getNameInfo().getLoc());
    return;
  }
  if (const auto *Directive = dyn_cast<UsingDirectiveDecl>(&D)) {
    rename(Directive->getNominatedNamespaceAsWritten(),
           Directive->getIdentLocation());
    return;
  }
  if (const auto *Alias = dyn_cast<NamespaceAliasDecl>(&D))
    rename(Alias->getAliasedNamespace(), Alias->getTargetNameLoc());
  // Constructors and destructors are spelled with their class's name.
  if (isa<CXXConstructorDecl, CXXDestructorDecl>(D)) {
    rename(cast<CXXMethodDecl>(D).getParent(), D.getLocation());
    return;
  }
  rename(&D, D.getLocation());
}

void UserNameRule::handleQualifier(NestedNameSpecifierLoc Qualifier) {
  // Types in qualifiers (`MyStream::create`) are TypeLocs, seen above.
  if (Qualifier.getNestedNameSpecifier().getKind() !=
      NestedNameSpecifier::Kind::Namespace)
    return;
  rename(Qualifier.getAsNamespaceAndPrefix().Namespace,
         Qualifier.getLocalBeginLoc());
}

void UserNameRule::rename(const NamedDecl *D, SourceLocation Loc) {
  if (!D || Loc.isInvalid())
    return;
  if (const UserRule *Rule = userRuleFor(*D, Ctx))
    renameUserName(Ctx, *Rule, Loc);
}

} // namespace hipify
