//===- IdentifierRule.cpp - Rename references to CUDA declarations --------===//
//
// Every expression and type that the AST resolves to a declaration of the
// CUDA toolkit is renamed where its name is spelled. A user's own `cudaFoo`
// resolves to the user's declaration and is left alone.
//
//===----------------------------------------------------------------------===//
#include "IdentifierRule.h"
#include "CudaReferences.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void IdentifierRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(declRefExpr().bind("ref"), this);
  Finder.addMatcher(typeLoc().bind("type"), this);
}

void IdentifierRule::check(const MatchFinder::MatchResult &Result) {
  if (const auto *Ref = Result.Nodes.getNodeAs<DeclRefExpr>("ref"))
    handleDeclRef(*Ref, *Result.Context);
  else if (const auto *TL = Result.Nodes.getNodeAs<TypeLoc>("type"))
    handleTypeLoc(*TL);
}

void IdentifierRule::handleDeclRef(const DeclRefExpr &Ref, ASTContext &AST) {
  const NamedDecl *D = Ref.getDecl();
  if (!D || !D->getIdentifier())
    return;
  if (!Ctx.isCudaLocation(D->getLocation())) {
    noteUserReference(Ctx, D->getName(), Ref.getLocation());
    return;
  }
  renameCudaReference(Ctx, *D, Ref.getLocation(),
                      writtenArgumentCount(Ref, AST));
}

void IdentifierRule::handleTypeLoc(const TypeLoc &Matched) {
  auto [D, NameLoc] = namedTypeOf(Matched);
  if (!D || !D->getIdentifier() || NameLoc.isInvalid())
    return;
  if (Ctx.isCudaLocation(D->getLocation()))
    renameCudaReference(Ctx, *D, NameLoc, -1);
  else
    noteUserReference(Ctx, D->getName(), NameLoc);
}

} // namespace hipify
