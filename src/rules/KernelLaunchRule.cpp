#include "KernelLaunchRule.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void KernelLaunchRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(cudaKernelCallExpr().bind("launch"), this);
}

namespace {

/// The file range of an expression written by the user, or an invalid range.
CharSourceRange fileRange(const Expr *E, const SourceManager &SM,
                          const LangOptions &LO) {
  return Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM, LO);
}

/// Whether the kernel launched is a function template, its arguments written
/// or deduced: HIP's launch macro needs it as one macro argument.
bool isTemplateKernel(const Expr *Callee) {
  Callee = Callee->IgnoreImplicit();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee)) {
    const auto *Kernel = dyn_cast<FunctionDecl>(Ref->getDecl());
    return Ref->hasExplicitTemplateArgs() ||
           (Kernel && Kernel->getPrimaryTemplate());
  }
  if (const auto *Set = dyn_cast<UnresolvedLookupExpr>(Callee))
    return Set->hasExplicitTemplateArgs() ||
           llvm::any_of(Set->decls(), [](const NamedDecl *D) {
             return isa<FunctionTemplateDecl>(D->getUnderlyingDecl());
           });
  return false;
}

} // namespace

void KernelLaunchRule::run(const MatchFinder::MatchResult &Result) {
  const auto *Launch = Result.Nodes.getNodeAs<CUDAKernelCallExpr>("launch");
  Ctx.noteCudaUse(Launch->getBeginLoc());
  if (!Ctx.options().HipKernelExecutionSyntax ||
      !Ctx.isUserLocation(Launch->getBeginLoc()))
    return;
  const SourceManager &SM = *Result.SourceManager;
  const LangOptions &LO = Result.Context->getLangOpts();
  const CallExpr *Config = Launch->getConfig();

  // The written pieces: callee, up to four config arguments, the arguments.
  CharSourceRange Callee = fileRange(Launch->getCallee(), SM, LO);
  llvm::SmallVector<CharSourceRange, 4> ConfigArgs;
  for (const Expr *Arg : Config->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      ConfigArgs.push_back(fileRange(Arg, SM, LO));
  llvm::SmallVector<CharSourceRange, 8> Args;
  for (const Expr *Arg : Launch->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Args.push_back(fileRange(Arg, SM, LO));
  SourceLocation RParen = SM.getFileLoc(Launch->getRParenLoc());

  bool AllInFile = Callee.isValid() && ConfigArgs.size() >= 2 &&
                   Launch->getRParenLoc().isFileID();
  for (const auto &R : ConfigArgs)
    AllInFile &= R.isValid();
  for (const auto &R : Args)
    AllInFile &= R.isValid();
  if (!AllInFile) {
    Ctx.warn(Launch->getBeginLoc(),
             "kernel launch written through a macro is left in <<<>>> "
             "syntax");
    return;
  }

  auto offset = [&](SourceLocation L) { return SM.getFileOffset(L); };
  auto replaceBetween = [&](SourceLocation From, SourceLocation To,
                            std::string Text,
                            std::optional<ReferenceInfo> Ref = std::nullopt) {
    Ctx.addEdit(From, offset(To) - offset(From), std::move(Text),
                std::move(Ref));
  };

  bool Templated = isTemplateKernel(Launch->getCallee());
  ReferenceInfo Ref{"<<<>>>", "hipLaunchKernelGGL", "CUDA RT API",
                    "kernel_launch"};
  Ctx.addEdit(Callee.getBegin(), 0,
              Templated ? "hipLaunchKernelGGL(HIP_KERNEL_NAME("
                        : "hipLaunchKernelGGL(",
              Ref);
  replaceBetween(Callee.getEnd(), ConfigArgs[0].getBegin(),
                 std::string(Templated ? ")" : "") + ", dim3(");
  replaceBetween(ConfigArgs[0].getEnd(), ConfigArgs[1].getBegin(), "), dim3(");
  if (ConfigArgs.size() >= 3)
    replaceBetween(ConfigArgs[1].getEnd(), ConfigArgs[2].getBegin(), "), ");
  // ConfigArgs[2] to [3] keep their ", ".

  std::string Tail = ConfigArgs.size() == 2 ? ")" : "";
  for (size_t Omitted = ConfigArgs.size(); Omitted < 4; ++Omitted)
    Tail += ", 0";
  if (!Args.empty())
    Tail += ", ";
  replaceBetween(ConfigArgs.back().getEnd(),
                 Args.empty() ? RParen : Args.front().getBegin(), Tail);
}

} // namespace hipify
