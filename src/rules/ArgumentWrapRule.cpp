#include "ArgumentWrapRule.h"
#include "CudaReferences.h"
#include "mapping/ArgumentWrap.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

/// The argument \p Function's HIP form needs wrapped (`wrap=` in
/// mappings/), if any.
std::optional<ArgumentWrap> wrapOf(const TranslationContext &Ctx,
                                   llvm::StringRef Function) {
  const MappingEntry *E =
      Ctx.table().lookup(Function, ReferenceKind::Declaration);
  return E ? E->WrappedArgument : std::nullopt;
}

/// `void **`.
bool isPointerToVoidPointer(QualType Type) {
  return Type->isPointerType() && Type->getPointeeType()->isVoidPointerType();
}

/// Whether the resolved call passes the argument in the form HIP does not
/// take: the symbol by reference, the kernel as a typed function pointer, the
/// place of an allocation's pointer as a `T **` (all C++ template overloads
/// in CUDA).
bool needsWrapping(const FunctionDecl &Callee, const ArgumentWrap &W) {
  if (W.Index >= Callee.getNumParams())
    return false;
  QualType Param = Callee.getParamDecl(W.Index)->getType();
  switch (W.How) {
  case ArgumentWrap::Kind::Symbol:
    return Param->isReferenceType();
  case ArgumentWrap::Kind::Kernel:
    return !Param->isVoidPointerType();
  case ArgumentWrap::Kind::Pointer:
    return !isPointerToVoidPointer(Param.getCanonicalType());
  }
  llvm_unreachable("every kind is decided");
}

bool namesFunction(const Expr &Arg) {
  const Expr *E = Arg.IgnoreParenImpCasts();
  if (const auto *AddressOf = dyn_cast<UnaryOperator>(E))
    if (AddressOf->getOpcode() == UO_AddrOf)
      E = AddressOf->getSubExpr()->IgnoreParenImpCasts();
  if (isa<UnresolvedLookupExpr>(E))
    return true; // an overload set is always of functions
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  return Ref && isa<FunctionDecl>(Ref->getDecl());
}

/// The same decision for a call in a template that is still an overload set:
/// what overload resolution will pick, from the argument alone. No value
/// when the argument's type is not known before instantiation.
std::optional<bool> needsWrapping(const Expr &Arg, const ArgumentWrap &W) {
  if (W.How == ArgumentWrap::Kind::Kernel && namesFunction(Arg))
    return true;
  if (Arg.isTypeDependent())
    return std::nullopt;
  QualType Type = Arg.getType().getCanonicalType();
  if (W.How == ArgumentWrap::Kind::Kernel)
    return !Type->isVoidPointerType();
  if (W.How == ArgumentWrap::Kind::Pointer)
    return !isPointerToVoidPointer(Type);
  // Only an argument that is already a `const void *` picks the
  // non-template overload taking the symbol's address.
  QualType Pointee = Type->getPointeeType();
  return !(Type->isPointerType() && Pointee->isVoidType() &&
           Pointee.isConstQualified());
}

} // namespace

void ArgumentWrapRule::registerMatchers(MatchFinder &Finder) {
  matchCudaCalls(
      Finder, Ctx.table(),
      [](const MappingEntry &E) { return E.WrappedArgument.has_value(); },
      this);
}

void ArgumentWrapRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  std::optional<CudaCallee> Callee =
      cudaCalleeOf(*Call, Result.Nodes.getNodeAs<FunctionDecl>("callee"),
                   Result.Nodes.getNodeAs<UnresolvedLookupExpr>("set"), Ctx);
  std::optional<ArgumentWrap> W =
      Callee ? wrapOf(Ctx, Callee->Name) : std::nullopt;
  if (!W || W->Index >= Call->getNumArgs())
    return;
  std::optional<bool> Wrap = Callee->Resolved
                                 ? needsWrapping(*Callee->Resolved, *W)
                                 : needsWrapping(*Call->getArg(W->Index), *W);
  const Expr *Arg = Call->getArg(W->Index);
  if (!Wrap) {
    Ctx.warn(Arg->getBeginLoc(),
             "the type of this argument of " + Callee->Name +
                 " depends on a template parameter; wrap it in " +
                 W->spelling() + " if HIP needs it");
    return;
  }
  if (!*Wrap)
    return;
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Arg->getSourceRange()),
      *Result.SourceManager, Result.Context->getLangOpts());
  if (Range.isInvalid()) {
    Ctx.warn(Arg->getBeginLoc(),
             "argument written through a macro is not wrapped for " +
                 Callee->Name + "; HIP may need it");
    return;
  }
  bool Opened = Ctx.addEdit(Range.getBegin(), 0, W->opening().str());
  bool Closed = Ctx.addEdit(Range.getEnd(), 0, ")");
  // A cast changes what the program says beyond a rename: say so.
  if (Opened && Closed && W->How == ArgumentWrap::Kind::Pointer)
    Ctx.warn(Arg->getBeginLoc(),
             "cast to 'void **' for " + Callee->Name +
                 ", which HIP's NVIDIA platform takes only untyped");
}

} // namespace hipify
