#include "CudaReferences.h"
#include "hipify/ArgumentTransform.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace hipify {

int writtenArgumentCount(const Expr &Callee, ASTContext &AST) {
  DynTypedNode Node = DynTypedNode::create(Callee);
  for (int Depth = 0; Depth < 4; ++Depth) {
    auto Parents = AST.getParents(Node);
    if (Parents.empty())
      return -1;
    Node = Parents[0];
    if (const auto *Call = Node.get<CallExpr>()) {
      if (Call->getCallee()->IgnoreParenImpCasts() != &Callee)
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

NamedType namedTypeOf(TypeLoc Matched) {
  // RecursiveASTVisitor moves from a QualifiedTypeLoc to its unqualified
  // TypeLoc without handing the latter to the matchers, so `const
  // cudaStream_t *` is only seen qualified.
  TypeLoc TL = Matched.getUnqualifiedLoc();
  if (auto Typedef = TL.getAs<TypedefTypeLoc>())
    return {Typedef.getDecl(), Typedef.getNameLoc()};
  if (auto Tag = TL.getAs<TagTypeLoc>())
    return {Tag.getDecl(), Tag.getNameLoc()};
  if (auto Spec = TL.getAs<TemplateSpecializationTypeLoc>())
    return {Spec.getTypePtr()->getTemplateName().getAsTemplateDecl(),
            Spec.getTemplateNameLoc()};
  if (auto Using = TL.getAs<UsingTypeLoc>())
    return {Using.getDecl(), Using.getNameLoc()};
  return {};
}

template <typename Range>
static Ownership ownershipOfCandidates(Range Candidates,
                                       TranslationContext &Ctx) {
  bool AnyCuda = false, AnyUser = false;
  for (const NamedDecl *D : Candidates) {
    D = D->getUnderlyingDecl();
    if (Ctx.isCudaLocation(D->getLocation()))
      AnyCuda = true;
    else
      AnyUser = true;
  }
  if (AnyCuda && AnyUser)
    return Ownership::Mixed;
  return AnyCuda ? Ownership::Cuda : Ownership::User;
}

Ownership ownershipOf(const OverloadExpr &Set, TranslationContext &Ctx) {
  return ownershipOfCandidates(Set.decls(), Ctx);
}

Ownership ownershipOf(const UsingDecl &Using, TranslationContext &Ctx) {
  return ownershipOfCandidates(Using.shadows(), Ctx);
}

std::optional<CudaCallee> cudaCalleeOf(const CallExpr &Call,
                                       const FunctionDecl *Resolved,
                                       const UnresolvedLookupExpr *Set,
                                       TranslationContext &Ctx) {
  if (Resolved) {
    if (!Resolved->getIdentifier() ||
        !Ctx.isCudaLocation(Resolved->getLocation()))
      return std::nullopt;
    return CudaCallee{Resolved->getName(),
                      Call.getCallee()->IgnoreImplicit()->getExprLoc(),
                      Resolved};
  }
  const IdentifierInfo *Name =
      Set ? Set->getName().getAsIdentifierInfo() : nullptr;
  if (!Name || Set->getNumDecls() == 0 ||
      ownershipOf(*Set, Ctx) != Ownership::Cuda)
    return std::nullopt;
  return CudaCallee{Name->getName(), Set->getNameLoc(), nullptr};
}

void renameCudaDeclarationReference(TranslationContext &Ctx,
                                    llvm::StringRef Name, SourceLocation Loc,
                                    int ArgCount) {
  Ctx.noteCudaUse(Loc);
  const MappingEntry *Entry =
      Ctx.table().lookup(Name, ReferenceKind::Declaration);
  if (!Entry)
    return;
  if (*Entry->ArgumentTransforms &&
      (ArgCount >= 0 || changesFunctionType(Entry->ArgumentTransforms))) {
    // Calls are ArgumentTransformRule's; any other use keeps CUDA's
    // signature, which the HIP function may not have.
    if (ArgCount < 0)
      Ctx.reportUnconverted(Loc, TranslationContext::referenceInfo(*Entry),
                            "takes other arguments in HIP; only its calls "
                            "are converted");
    return;
  }
  llvm::StringRef HipName;
  if (*Entry->ArgOverloads && ArgCount >= 0)
    HipName = Entry->hipNameForCall(ArgCount);
  Ctx.recordReference(Loc, *Entry, EditOrigin::Proven, HipName);
}

void noteUserReference(TranslationContext &Ctx, llvm::StringRef Name,
                       SourceLocation Loc) {
  if (!Ctx.table().lookupAll(Name).empty())
    Ctx.noteUserName(Loc);
}

void reportUnresolvedReference(TranslationContext &Ctx, llvm::StringRef Name,
                               SourceLocation Loc, const llvm::Twine &Reason) {
  const MappingEntry *Entry = Ctx.table().lookup(Name, ReferenceKind::Token);
  if (!Entry)
    return;
  Ctx.reportUnconverted(Loc, TranslationContext::referenceInfo(*Entry, ""),
                        Reason.str());
}

} // namespace hipify
