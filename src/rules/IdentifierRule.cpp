//===- IdentifierRule.cpp - Rename references to CUDA declarations --------===//
//
// Every expression and type that the AST resolves to a declaration of the
// CUDA toolkit is renamed where its name is spelled. A user's own `cudaFoo`
// resolves to the user's declaration and is left alone.
//
//===----------------------------------------------------------------------===//
#include "IdentifierRule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void IdentifierRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(declRefExpr().bind("ref"), this);
  Finder.addMatcher(typeLoc().bind("type"), this);
}

void IdentifierRule::run(const MatchFinder::MatchResult &Result) {
  if (const auto *Ref = Result.Nodes.getNodeAs<DeclRefExpr>("ref"))
    handleDeclRef(*Ref, *Result.Context);
  else if (const auto *TL = Result.Nodes.getNodeAs<TypeLoc>("type"))
    handleTypeLoc(*TL);
}

/// The number of arguments written in the call whose callee is \p Ref, or
/// -1 when \p Ref is not called (e.g. its address is taken).
static int writtenArgumentCount(const DeclRefExpr &Ref, ASTContext &AST) {
  DynTypedNode Node = DynTypedNode::create(Ref);
  for (int Depth = 0; Depth < 4; ++Depth) {
    auto Parents = AST.getParents(Node);
    if (Parents.empty())
      return -1;
    Node = Parents[0];
    if (const auto *Call = Node.get<CallExpr>()) {
      if (Call->getCallee()->IgnoreParenImpCasts() != &Ref)
        return -1;
      int Count = 0;
      for (const Expr *Arg : Call->arguments())
        if (!isa<CXXDefaultArgExpr>(Arg))
          ++Count;
      return Count;
    }
    if (!Node.get<ImplicitCastExpr>() && !Node.get<ParenExpr>())
      return -1;
  }
  return -1;
}

void IdentifierRule::handleDeclRef(const DeclRefExpr &Ref, ASTContext &AST) {
  const NamedDecl *D = Ref.getDecl();
  if (!D || !D->getIdentifier() || !Ctx.isCudaLocation(D->getLocation()))
    return;
  Ctx.noteCudaUse(Ref.getLocation());
  const MappingEntry *Entry =
      Ctx.table().lookup(D->getName(), ReferenceKind::Declaration);
  if (!Entry)
    return;
  llvm::StringRef HipName;
  if (*Entry->ArgOverloads) {
    int Count = writtenArgumentCount(Ref, AST);
    if (Count >= 0)
      HipName = Entry->hipNameForCall(Count);
  }
  Ctx.recordReference(Ref.getLocation(), *Entry, EditOrigin::Proven, HipName);
}

void IdentifierRule::handleTypeLoc(const TypeLoc &Matched) {
  // RecursiveASTVisitor moves from a QualifiedTypeLoc to its unqualified
  // TypeLoc without handing the latter to the matchers, so `const
  // cudaStream_t *` is only seen here, qualified.
  TypeLoc TL = Matched.getUnqualifiedLoc();
  const NamedDecl *D = nullptr;
  SourceLocation NameLoc;
  if (auto Typedef = TL.getAs<TypedefTypeLoc>()) {
    D = Typedef.getDecl();
    NameLoc = Typedef.getNameLoc();
  } else if (auto Tag = TL.getAs<TagTypeLoc>()) {
    D = Tag.getDecl();
    NameLoc = Tag.getNameLoc();
  } else if (auto Spec = TL.getAs<TemplateSpecializationTypeLoc>()) {
    D = Spec.getTypePtr()->getTemplateName().getAsTemplateDecl();
    NameLoc = Spec.getTemplateNameLoc();
  } else if (auto Using = TL.getAs<UsingTypeLoc>()) {
    D = Using.getDecl();
    NameLoc = Using.getNameLoc();
  }
  if (!D || !D->getIdentifier() || NameLoc.isInvalid() ||
      !Ctx.isCudaLocation(D->getLocation()))
    return;
  Ctx.noteCudaUse(NameLoc);
  if (const MappingEntry *Entry =
          Ctx.table().lookup(D->getName(), ReferenceKind::Declaration))
    Ctx.recordReference(NameLoc, *Entry, EditOrigin::Proven);
}

} // namespace hipify
