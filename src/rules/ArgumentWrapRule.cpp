#include "ArgumentWrapRule.h"

#include "clang/AST/Expr.h"
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
    {"cudaFuncGetAttributes", 1, Wrapper::VoidPointer},
    {"cudaFuncSetCacheConfig", 0, Wrapper::VoidPointer},
    {"cudaFuncSetSharedMemConfig", 0, Wrapper::VoidPointer},
    {"cudaFuncSetAttribute", 0, Wrapper::VoidPointer},
    {"cudaLaunchKernel", 0, Wrapper::VoidPointer},
    {"cudaLaunchCooperativeKernel", 0, Wrapper::VoidPointer},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessor", 1,
     Wrapper::VoidPointer},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", 1,
     Wrapper::VoidPointer},
};

const WrappedArgument *find(llvm::StringRef Function) {
  for (const WrappedArgument &W : WrappedArguments)
    if (W.Function == Function)
      return &W;
  return nullptr;
}

/// Whether parameter \p Index takes the argument in the form HIP does not:
/// the symbol by reference, or the kernel as a typed function pointer.
bool needsWrapping(const FunctionDecl &Callee, const WrappedArgument &W) {
  if (W.Index >= Callee.getNumParams())
    return false;
  QualType Param = Callee.getParamDecl(W.Index)->getType();
  if (W.How == Wrapper::Symbol)
    return Param->isReferenceType();
  return !Param->isVoidPointerType();
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
}

void ArgumentWrapRule::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  const auto *Callee = Result.Nodes.getNodeAs<FunctionDecl>("callee");
  const WrappedArgument *W = find(Callee->getName());
  if (!W || !Ctx.isCudaLocation(Callee->getLocation()) ||
      W->Index >= Call->getNumArgs() || !needsWrapping(*Callee, *W))
    return;
  const Expr *Arg = Call->getArg(W->Index);
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Arg->getSourceRange()),
      *Result.SourceManager, Result.Context->getLangOpts());
  if (Range.isInvalid()) {
    Ctx.warn(Arg->getBeginLoc(),
             "argument written through a macro is not wrapped for " +
                 Callee->getName() + "; HIP may need it");
    return;
  }
  Ctx.addEdit(Range.getBegin(), 0,
              W->How == Wrapper::Symbol ? "HIP_SYMBOL("
                                        : "reinterpret_cast<const void*>(");
  Ctx.addEdit(Range.getEnd(), 0, ")");
}

} // namespace hipify
