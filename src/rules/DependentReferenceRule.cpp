//===- DependentReferenceRule.cpp - Names not yet bound to one declaration ===//
#include "DependentReferenceRule.h"
#include "CudaReferences.h"

#include "clang/AST/DeclFriend.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void DependentReferenceRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(unresolvedLookupExpr().bind("set"), this);
  Finder.addMatcher(usingDecl().bind("using"), this);
  Finder.addMatcher(friendDecl().bind("friend"), this);
}

void DependentReferenceRule::check(const MatchFinder::MatchResult &Result) {
  if (const auto *Set = Result.Nodes.getNodeAs<UnresolvedLookupExpr>("set"))
    handleOverloadSet(*Set, *Result.Context);
  else if (const auto *Using = Result.Nodes.getNodeAs<UsingDecl>("using"))
    handleUsing(*Using);
  else if (const auto *Friend = Result.Nodes.getNodeAs<FriendDecl>("friend"))
    handleFriend(*Friend);
}

void DependentReferenceRule::handleOverloadSet(const UnresolvedLookupExpr &Set,
                                               ASTContext &AST) {
  const IdentifierInfo *Name = Set.getName().getAsIdentifierInfo();
  // With no candidate, only argument-dependent lookup at instantiation can
  // tell: the audit reports the name if the table knows it.
  if (!Name || Set.getNumDecls() == 0)
    return;
  switch (ownershipOf(Set, Ctx)) {
  case Ownership::Cuda:
    renameCudaReference(Ctx, **Set.decls_begin(), Set.getNameLoc(),
                        writtenArgumentCount(Set, AST));
    break;
  case Ownership::User:
    noteUserReference(Ctx, Name->getName(), Set.getNameLoc());
    break;
  case Ownership::Mixed:
    reportUnresolvedReference(
        Ctx, Name->getName(), Set.getNameLoc(),
        "is ambiguous: user declaration in the overload set; not renamed");
    break;
  }
}

void DependentReferenceRule::handleUsing(const UsingDecl &Using) {
  const IdentifierInfo *Name = Using.getDeclName().getAsIdentifierInfo();
  if (!Name || Using.shadow_size() == 0)
    return;
  SourceLocation Loc = Using.getNameInfo().getLoc();
  switch (ownershipOf(Using, Ctx)) {
  case Ownership::Cuda:
    renameCudaReference(Ctx, *Using.shadow_begin()->getTargetDecl(), Loc, -1);
    break;
  case Ownership::User:
    noteUserReference(Ctx, Name->getName(), Loc);
    break;
  case Ownership::Mixed:
    reportUnresolvedReference(
        Ctx, Name->getName(), Loc,
        "is ambiguous: the using-declaration names user and CUDA "
        "declarations; not renamed");
    break;
  }
}

void DependentReferenceRule::handleFriend(const FriendDecl &Friend) {
  // `friend cudaError_t ::cudaFree(void *);` befriends the CUDA function:
  // under HIP it befriends the HIP one.
  const auto *Function =
      dyn_cast_or_null<FunctionDecl>(Friend.getFriendDecl());
  if (!Function || !Function->getIdentifier())
    return;
  const FunctionDecl *First = Function->getFirstDecl();
  if (First != Function && Ctx.isCudaLocation(First->getLocation()))
    renameCudaDeclarationReference(Ctx, Function->getName(),
                                   Function->getLocation(), -1);
}

} // namespace hipify
