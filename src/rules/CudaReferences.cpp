#include "CudaReferences.h"
#include "CudaNames.h"
#include "StatusStrings.h"
#include "mapping/ArgumentTransform.h"
#include "mapping/MappingVocabulary.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"

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

void matchCudaCalls(ast_matchers::MatchFinder &Finder,
                    const MappingTable &Table,
                    llvm::function_ref<bool(const MappingEntry &)> Selected,
                    ast_matchers::MatchFinder::MatchCallback *Callback) {
  using namespace ast_matchers;
  std::vector<llvm::StringRef> Names;
  for (const MappingEntry &E : Table.entries())
    if (Selected(E))
      Names.push_back(E.CudaName);
  if (Names.empty())
    return;
  Finder.addMatcher(
      callExpr(callee(functionDecl(hasAnyName(Names)).bind("callee")))
          .bind("call"),
      Callback);
  Finder.addMatcher(
      callExpr(callee(unresolvedLookupExpr().bind("set"))).bind("call"),
      Callback);
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

std::optional<CudaCallee>
userCudaCallee(const ast_matchers::MatchFinder::MatchResult &Result,
               TranslationContext &Ctx) {
  std::optional<CudaCallee> Callee =
      cudaCalleeOf(*Result.Nodes.getNodeAs<CallExpr>("call"),
                   Result.Nodes.getNodeAs<FunctionDecl>("callee"),
                   Result.Nodes.getNodeAs<UnresolvedLookupExpr>("set"), Ctx);
  if (!Callee || !Ctx.isUserLocation(Callee->NameLoc))
    return std::nullopt;
  return Callee;
}

bool renameCudaDeclarationReference(TranslationContext &Ctx,
                                    llvm::StringRef Name, SourceLocation Loc,
                                    int ArgCount) {
  Ctx.noteCudaUse(Loc);
  const MappingEntry *Entry =
      Ctx.table().lookup(Name, ReferenceKind::Declaration);
  if (!Entry)
    return false;
  if (!Entry->ArgumentTransforms.empty() &&
      (ArgCount >= 0 || changesFunctionType(Entry->ArgumentTransforms))) {
    // Calls are ArgumentTransformRule's; any other use keeps CUDA's
    // signature, which the HIP function may not have.
    if (ArgCount < 0)
      Ctx.reportUnconverted(Loc, TranslationContext::referenceInfo(*Entry),
                            "takes other arguments in HIP; only its calls "
                            "are converted");
    return true;
  }
  // Their calls are StatusStringRule's, whose callee depends on the
  // argument's type.
  if (ArgCount >= 0 && StatusStrings::builtin().columnOf(Name) >= 0)
    return true;
  llvm::StringRef HipName;
  if (!Entry->ArgOverloads.empty() && ArgCount >= 0)
    HipName = Entry->hipNameForCall(ArgCount);
  Ctx.recordReference(Loc, *Entry, EditOrigin::Proven, HipName);
  return true;
}

void noteUserReference(TranslationContext &Ctx, llvm::StringRef Name,
                       SourceLocation Loc) {
  if (!Ctx.table().lookupAll(Name).empty())
    Ctx.noteUserName(Loc);
}

void renameCudaReference(TranslationContext &Ctx, const NamedDecl &D,
                         SourceLocation Loc, int ArgCount) {
  if (!renameCudaDeclarationReference(Ctx, D.getName(), Loc, ArgCount))
    reportUnknownCudaDeclaration(Ctx, D, Loc);
}

/// The declaration whose name the tables would know \p D by: a member of a
/// class or scoped enum is known with its outermost enclosing one.
static const NamedDecl &apiDeclarationOf(const NamedDecl &D) {
  const NamedDecl *Api = &D;
  for (const DeclContext *DC = D.getDeclContext(); DC; DC = DC->getParent())
    if (isa<RecordDecl>(DC) ||
        (isa<EnumDecl>(DC) && cast<EnumDecl>(DC)->isScoped()))
      Api = cast<NamedDecl>(DC);
  return *Api;
}

/// Whether every declaration of \p D is the toolkit's: CUDA's device
/// versions of C library functions (printf, malloc, memcpy) redeclare them.
static bool onlyDeclaredByToolkit(TranslationContext &Ctx, const NamedDecl &D) {
  for (const Decl *Redecl : D.redecls())
    if (!Ctx.isCudaToolkitLocation(Redecl->getLocation()))
      return false;
  return true;
}

/// CUDA's device overloads of the C++ library's functions are declared in
/// namespace std: they are the standard functions.
static bool inStdNamespace(const NamedDecl &D) {
  for (const DeclContext *DC = D.getDeclContext(); DC; DC = DC->getParent())
    if (DC->isStdNamespace())
      return true;
  return false;
}

static bool spelledAt(TranslationContext &Ctx, llvm::StringRef Name,
                      SourceLocation Loc) {
  SourceManager &SM = Ctx.sourceManager();
  SourceLocation Spelling = SM.getSpellingLoc(Loc);
  llvm::SmallString<64> Buffer;
  bool Invalid = false;
  return Lexer::getSpelling(Spelling, Buffer, SM, Ctx.langOptions(),
                            &Invalid) == Name &&
         !Invalid;
}

void reportUnknownCudaDeclaration(TranslationContext &Ctx, const NamedDecl &D,
                                  SourceLocation Loc) {
  if (!D.getIdentifier() || !onlyDeclaredByToolkit(Ctx, D) ||
      inStdNamespace(D) || !spelledAt(Ctx, D.getName(), Loc))
    return;
  std::string Qualified = apiQualifiedName(D);
  const NamedDecl &Api = apiDeclarationOf(D);
  if (&Api != &D &&
      (!Api.getIdentifier() || !Ctx.table().lookupAll(Api.getName()).empty() ||
       !Ctx.table().lookupAll(apiQualifiedName(Api)).empty()))
    return;
  if (Qualified != D.getName() && !Ctx.table().lookupAll(Qualified).empty())
    return; // a qualified entry (cooperative_groups::thread_block): its rule's
  reportUnknownCudaName(Ctx, Qualified, Loc);
}

void reportUnknownCudaName(TranslationContext &Ctx, llvm::StringRef Name,
                           SourceLocation Loc) {
  // Only the user's code is reported: the toolkit's headers use their own
  // macros at every declaration, and the reason's text is not free.
  if (!Ctx.isUserLocation(Loc))
    return;
  std::optional<CudaName> Known = CudaNames::builtin().lookup(Name);
  std::string Reason;
  if (Known && Known->Kind == CudaNameKind::Header)
    Reason = "is a CUDA header no mapping knows: left as written";
  else
    Reason = "is not a known CUDA name (" +
             (Known ? ("declared by CUDA's " + Known->Header).str()
                    : std::string("CUDA's")) +
             "; no mapping knows it): left as written";
  Ctx.reportUnconverted(
      Loc, {Name.str(), "", UnclassifiedCudaApi, UnclassifiedCategory}, Reason);
}

void reportUnresolvedReference(TranslationContext &Ctx, llvm::StringRef Name,
                               SourceLocation Loc, const llvm::Twine &Reason) {
  const MappingEntry *Entry = Ctx.table().lookup(Name, ReferenceKind::Token);
  // A name HIP spells the same (printf, free, memcpy: the C library's and
  // CUDA's device overloads) reads right whichever declaration is meant.
  if (!Entry || (!Entry->isRename() &&
                 Entry->isConvertible(Ctx.options().Table.Experimental)))
    return;
  Ctx.reportUnconverted(Loc, TranslationContext::referenceInfo(*Entry, ""),
                        Reason.str());
}

} // namespace hipify
