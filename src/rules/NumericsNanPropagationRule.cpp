#include "NumericsNanPropagationRule.h"
#include "ArgumentTransformRule.h"
#include "CudaReferences.h"
#include "output/NumericsFinding.h"

#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

bool differsOnNaN(const ArgumentTransform &T) {
  return T.What == ArgumentTransform::Kind::Drop &&
         T.DiffersOnSpecialValues ==
             numericsRuleId(NumericsKind::NanPropagation);
}

bool dropsANaNOption(const MappingEntry &E) {
  return llvm::any_of(E.ArgumentTransforms, differsOnNaN);
}

} // namespace

void NumericsNanPropagationRule::registerMatchers(MatchFinder &Finder) {
  if (!Ctx.options().NumericsStrict)
    matchCudaCalls(Finder, Ctx.table(), dropsANaNOption, this);
}

void NumericsNanPropagationRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  std::optional<CudaCallee> Callee = userCudaCallee(Result, Ctx);
  if (!Callee)
    return;
  const MappingEntry *Entry =
      Ctx.table().lookup(Callee->Name, ReferenceKind::Declaration);
  if (!Entry)
    return;
  ASTContext &AST = *Result.Context;
  for (const ArgumentTransform &T : Entry->ArgumentTransforms) {
    if (!differsOnNaN(T) || T.Index >= Call->getNumArgs())
      continue;
    const Expr &Arg = *Call->getArg(T.Index);
    if (isa<CXXDefaultArgExpr>(Arg) || meetsRequirement(Arg, T, AST))
      continue;
    StringRef Written = Lexer::getSourceText(
        Lexer::makeFileCharRange(
            CharSourceRange::getTokenRange(Arg.getSourceRange()),
            AST.getSourceManager(), AST.getLangOpts()),
        AST.getSourceManager(), AST.getLangOpts());
    Ctx.reportNumericsDifference(
        Callee->NameLoc, NumericsKind::NanPropagation,
        (Callee->Name + ": " + (Written.empty() ? "its NaN option" : Written) +
         " (argument " + std::to_string(T.Index + 1) +
         ") has no counterpart in " + Entry->HipName +
         ": a NaN input gives what HIP's library computes, which may differ "
         "from CUDA's; other inputs give the same results (--numerics-strict "
         "leaves such calls as written)")
            .str());
  }
}

} // namespace hipify
