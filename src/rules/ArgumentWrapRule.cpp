#include "ArgumentWrapRule.h"
#include "CudaReferences.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

enum class Wrapper { Symbol, VoidPointer };

struct WrappedArgument {
  llvm::StringLiteral Function;
  unsigned Index;
  Wrapper How;
};

constexpr WrappedArgument WrappedArguments[] = {
    {"cudaMemcpyToSymbol", 0, Wrapper::Symbol},
    {"cudaMemcpyToSymbolAsync", 0, Wrapper::Symbol},
    {"cudaMemcpyFromSymbol", 1, Wrapper::Symbol},
    {"cudaMemcpyFromSymbolAsync", 1, Wrapper::Symbol},
    {"cudaGetSymbolAddress", 1, Wrapper::Symbol},
    {"cudaGetSymbolSize", 1, Wrapper::Symbol},
    {"cudaGraphAddMemcpyNodeToSymbol", 4, Wrapper::Symbol},
    {"cudaGraphAddMemcpyNodeFromSymbol", 5, Wrapper::Symbol},
    {"cudaGraphMemcpyNodeSetParamsToSymbol", 1, Wrapper::Symbol},
    {"cudaGraphMemcpyNodeSetParamsFromSymbol", 2, Wrapper::Symbol},
    {"cudaGraphExecMemcpyNodeSetParamsToSymbol", 2, Wrapper::Symbol},
    {"cudaGraphExecMemcpyNodeSetParamsFromSymbol", 3, Wrapper::Symbol},
    {"cudaFuncGetAttributes", 1, Wrapper::VoidPointer},
    {"cudaFuncSetCacheConfig", 0, Wrapper::VoidPointer},
    {"cudaFuncSetSharedMemConfig", 0, Wrapper::VoidPointer},
    {"cudaFuncSetAttribute", 0, Wrapper::VoidPointer},
    {"cudaLaunchKernel", 0, Wrapper::VoidPointer},
};
// Not listed: the HIP counterparts of cudaLaunchCooperativeKernel and the
// cudaOccupancy* functions have template overloads taking the kernel as
// written, so a cast would only make the output harder to read.

const WrappedArgument *find(llvm::StringRef Function) {
  for (const WrappedArgument &W : WrappedArguments)
    if (W.Function == Function)
      return &W;
  return nullptr;
}

/// Whether the resolved call passes the argument in the form HIP does not
/// take: the symbol by reference, or the kernel as a typed function pointer
/// (both C++ template overloads in CUDA).
bool needsWrapping(const FunctionDecl &Callee, const WrappedArgument &W) {
  if (W.Index >= Callee.getNumParams())
    return false;
  QualType Param = Callee.getParamDecl(W.Index)->getType();
  if (W.How == Wrapper::Symbol)
    return Param->isReferenceType();
  return !Param->isVoidPointerType();
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
std::optional<bool> needsWrapping(const Expr &Arg, const WrappedArgument &W) {
  if (W.How == Wrapper::VoidPointer && namesFunction(Arg))
    return true;
  if (Arg.isTypeDependent())
    return std::nullopt;
  QualType Type = Arg.getType().getCanonicalType();
  if (W.How == Wrapper::VoidPointer)
    return !Type->isVoidPointerType();
  // Only an argument that is already a `const void *` picks the
  // non-template overload taking the symbol's address.
  QualType Pointee = Type->getPointeeType();
  return !(Type->isPointerType() && Pointee->isVoidType() &&
           Pointee.isConstQualified());
}

} // namespace

void ArgumentWrapRule::registerMatchers(MatchFinder &Finder) {
  std::vector<llvm::StringRef> Names;
  for (const WrappedArgument &W : WrappedArguments)
    Names.push_back(W.Function);
  Finder.addMatcher(
      callExpr(callee(functionDecl(hasAnyName(Names)).bind("callee")))
          .bind("call"),
      this);
  Finder.addMatcher(
      callExpr(callee(unresolvedLookupExpr().bind("set"))).bind("call"), this);
}

void ArgumentWrapRule::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  std::optional<CudaCallee> Callee =
      cudaCalleeOf(*Call, Result.Nodes.getNodeAs<FunctionDecl>("callee"),
                   Result.Nodes.getNodeAs<UnresolvedLookupExpr>("set"), Ctx);
  const WrappedArgument *W = Callee ? find(Callee->Name) : nullptr;
  if (!W || W->Index >= Call->getNumArgs())
    return;
  std::optional<bool> Wrap = Callee->Resolved
                                 ? needsWrapping(*Callee->Resolved, *W)
                                 : needsWrapping(*Call->getArg(W->Index), *W);
  const Expr *Arg = Call->getArg(W->Index);
  if (!Wrap) {
    Ctx.warn(Arg->getBeginLoc(),
             "the type of this argument of " + W->Function +
                 " depends on a template parameter; wrap it in " +
                 (W->How == Wrapper::Symbol
                      ? "HIP_SYMBOL()"
                      : "reinterpret_cast<const void*>()") +
                 " if HIP needs it");
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
                 W->Function + "; HIP may need it");
    return;
  }
  Ctx.addEdit(Range.getBegin(), 0,
              W->How == Wrapper::Symbol ? "HIP_SYMBOL("
                                        : "reinterpret_cast<const void*>(");
  Ctx.addEdit(Range.getEnd(), 0, ")");
}

} // namespace hipify
