#include "NvrtcOptionRule.h"

#include "clang/AST/ExprCXX.h"
#include <map>

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void NvrtcOptionRule::registerMatchers(MatchFinder &Finder) {
  // The functions that take options, by the argument that holds them.
  std::map<unsigned, std::vector<llvm::StringRef>> Takers;
  for (const MappingEntry &E : Ctx.table().entries()) {
    if (E.Kind == MappingKind::Option)
      Options.push_back(&E);
    if (E.OptionsArgument)
      Takers[E.OptionsArgument - 1].push_back(E.CudaName);
  }
  if (Options.empty())
    return;
  for (const auto &[Index, Names] : Takers)
    Finder.addMatcher(callExpr(callee(functionDecl(hasAnyName(Names))),
                               hasArgument(Index, expr().bind("options"))),
                      this);
}

/// The expression whose string literals are the options: the argument, or
/// the initializer of the variable it names (`opts`, `opts.data()`).
static const Expr *optionsSource(const Expr *Arg) {
  Arg = Arg->IgnoreParenImpCasts();
  if (const auto *Data = dyn_cast<CXXMemberCallExpr>(Arg))
    Arg = Data->getImplicitObjectArgument()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Arg))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      return Var->getInit();
  return Arg;
}

void NvrtcOptionRule::check(const MatchFinder::MatchResult &Result) {
  const Expr *Source = optionsSource(Result.Nodes.getNodeAs<Expr>("options"));
  if (!Source)
    return;
  for (const BoundNodes &Found :
       match(findAll(stringLiteral().bind("option")), *Source, *Result.Context))
    check(*Found.getNodeAs<StringLiteral>("option"), Result);
}

void NvrtcOptionRule::check(const StringLiteral &Option,
                            const MatchFinder::MatchResult &Result) {
  if (!Option.isOrdinary())
    return;
  llvm::StringRef Text = Option.getString();
  for (const MappingEntry *E : Options) {
    if (!Text.starts_with(E->CudaName))
      continue;
    SourceLocation At = Option.getLocationOfByte(
        0, *Result.SourceManager, Result.Context->getLangOpts(),
        Result.Context->getTargetInfo());
    Ctx.reportUnconverted(At, TranslationContext::referenceInfo(*E, ""),
                          unconvertedReason(*E, "--experimental"));
    return;
  }
}

} // namespace hipify
