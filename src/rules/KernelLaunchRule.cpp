#include "KernelLaunchRule.h"
#include "KernelLaunchGlue.h"
#include "KernelLaunchPieces.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void KernelLaunchRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(cudaKernelCallExpr().bind("launch"), this);
}

namespace {

/// Whether \p Launch is a statement of its own (in a block, or the body of
/// an if, a loop, a case or a label), where a statement may replace it:
/// hipLaunchKernelGGL is `do { ... } while (0)` on both HIP platforms, so a
/// launch inside an expression (`(void)k<<<...>>>()`, `return`, `?:`, a
/// comma, a for loop's increment) keeps <<<>>>, which HIP accepts too.
bool isOwnStatement(const CUDAKernelCallExpr &Launch, ASTContext &AST) {
  const Stmt *Node = &Launch;
  DynTypedNodeList Parents = AST.getParents(*Node);
  // Temporaries in the arguments wrap the statement in their cleanups.
  while (Parents.size() == 1 && Parents[0].get<ExprWithCleanups>()) {
    Node = Parents[0].get<ExprWithCleanups>();
    Parents = AST.getParents(*Node);
  }
  if (Parents.size() != 1)
    return false;
  const Stmt *Parent = Parents[0].get<Stmt>();
  if (!Parent)
    return false;
  if (isa<CompoundStmt, SwitchCase, LabelStmt, AttributedStmt>(Parent))
    return true;
  if (const auto *If = dyn_cast<IfStmt>(Parent))
    return If->getThen() == Node || If->getElse() == Node;
  if (const auto *For = dyn_cast<ForStmt>(Parent))
    return For->getBody() == Node;
  if (const auto *While = dyn_cast<WhileStmt>(Parent))
    return While->getBody() == Node;
  if (const auto *Do = dyn_cast<DoStmt>(Parent))
    return Do->getBody() == Node;
  if (const auto *Range = dyn_cast<CXXForRangeStmt>(Parent))
    return Range->getBody() == Node;
  return false;
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

/// A launch from device code (dynamic parallelism): clang configures it with
/// cudaLaunchDevice rather than the host's configuration call.
bool isDeviceSideLaunch(const CUDAKernelCallExpr &Launch, ASTContext &AST) {
  const FunctionDecl *Configure = Launch.getConfig()->getDirectCallee();
  const FunctionDecl *LaunchDevice = AST.getcudaLaunchDeviceDecl();
  return Configure && LaunchDevice &&
         Configure->getCanonicalDecl() == LaunchDevice->getCanonicalDecl();
}

/// Finds the launch's pieces where the user wrote them: in the file, or
/// all in the body of one macro (its parameters standing for what the
/// invocations pass). Each expansion of such a macro yields the same pieces,
/// so the body is converted once for all of them.
class PieceLocator {
public:
  PieceLocator(const CUDAKernelCallExpr &Launch, const SourceManager &SM,
               const LangOptions &LO)
      : Launch(Launch), SM(SM), LO(LO) {}

  std::optional<LaunchPieces> inFile() const {
    LaunchPieces P;
    P.Callee = fileRange(*Launch.getCallee());
    WrittenLaunchArguments Written = writtenArguments(Launch);
    for (const Expr *Arg : Written.Config)
      P.Config.push_back(fileRange(*Arg));
    const auto &Args = Written.Call;
    if (!Args.empty()) {
      // As one range: a macro written for several arguments (`(ARGS)`,
      // `(ARGS, n)`) stays a macro.
      P.Arguments =
          fileRange(Args.front()->getBeginLoc(), Args.back()->getEndLoc());
      if (P.Arguments.isInvalid())
        return std::nullopt;
    }
    if (!Launch.getRParenLoc().isFileID())
      return std::nullopt;
    P.RParen = Launch.getRParenLoc();
    // Nothing but the launch is written there: not `VA(k, 1, 1)()` for
    // `#define VA(k, ...) k<<<__VA_ARGS__>>>`, whose pieces are all in order
    // in the file too.
    CharSourceRange Whole = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Launch.getSourceRange()), SM, LO);
    if (Whole.isInvalid() || Whole.getBegin() != P.Callee.getBegin())
      return std::nullopt;
    return complete(P) ? std::optional(P) : std::nullopt;
  }

  std::optional<LaunchPieces> inMacroBody() const {
    SourceLocation Open = Launch.getConfig()->getCallee()->getBeginLoc();
    if (!Open.isMacroID() || SM.isMacroArgExpansion(Open))
      return std::nullopt;
    Expansion = SM.getImmediateExpansionRange(Open).getBegin();
    LaunchPieces P;
    P.Callee = bodyRange(*Launch.getCallee());
    P.Templated = SM.isMacroArgExpansion(Launch.getCallee()->getBeginLoc());
    for (const Expr *Arg : writtenArguments(Launch).Config)
      P.Config.push_back(bodyRange(*Arg));
    SourceLocation Close = bodyToken(Launch.getConfig()->getRParenLoc());
    P.RParen = bodyToken(Launch.getRParenLoc());
    if (Close.isInvalid() || P.RParen.isInvalid() || !complete(P))
      return std::nullopt;
    // The arguments as the body writes them, whatever this expansion passes.
    SourceLocation AfterClose = Lexer::getLocForEndOfToken(Close, 0, SM, LO);
    llvm::StringRef Between = Lexer::getSourceText(
        CharSourceRange::getCharRange(AfterClose, P.RParen), SM, LO);
    constexpr llvm::StringLiteral Blank = " \t\r\n\\";
    size_t Paren = Between.find_first_not_of(Blank);
    if (Paren == llvm::StringRef::npos || Between[Paren] != '(')
      return std::nullopt;
    llvm::StringRef Inside = Between.drop_front(Paren + 1);
    llvm::StringRef Written = Inside.trim(Blank);
    if (!Written.empty()) {
      SourceLocation Begin = AfterClose.getLocWithOffset(
          Paren + 1 + Inside.find_first_not_of(Blank));
      P.Arguments = CharSourceRange::getCharRange(
          Begin, Begin.getLocWithOffset(Written.size()));
      P.VariadicArguments = Written == "__VA_ARGS__";
    }
    return P;
  }

private:
  CharSourceRange fileRange(const Expr &E) const {
    return fileRange(E.getBeginLoc(), E.getEndLoc());
  }
  CharSourceRange fileRange(SourceLocation Begin, SourceLocation End) const {
    return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Begin, End),
                                    SM, LO);
  }

  /// The token of the macro body \p L comes from: a body token of the
  /// expansion being converted, or the parameter an argument replaced.
  SourceLocation bodyToken(SourceLocation L) const {
    while (L.isMacroID()) {
      if (SM.isMacroArgExpansion(L)) {
        L = SM.getImmediateExpansionRange(L).getBegin();
        continue;
      }
      if (SM.getImmediateExpansionRange(L).getBegin() != Expansion)
        return SourceLocation();
      SourceLocation Spelling = SM.getSpellingLoc(L);
      return SM.isWrittenInScratchSpace(Spelling) ? SourceLocation() : Spelling;
    }
    return SourceLocation();
  }

  CharSourceRange bodyRange(const Expr &E) const {
    SourceLocation Begin = bodyToken(E.getBeginLoc());
    SourceLocation Last = bodyToken(E.getEndLoc());
    if (Begin.isInvalid() || Last.isInvalid())
      return CharSourceRange();
    return CharSourceRange::getCharRange(
        Begin, Lexer::getLocForEndOfToken(Last, 0, SM, LO));
  }

  /// Every piece found, in one file, in order.
  bool complete(const LaunchPieces &P) const {
    if (P.Callee.isInvalid() || P.Config.size() < 2)
      return false;
    FileID File = SM.getFileID(P.Callee.getBegin());
    unsigned Previous = SM.getFileOffset(P.Callee.getEnd());
    for (const CharSourceRange &R : P.Config) {
      if (R.isInvalid() || SM.getFileID(R.getBegin()) != File ||
          SM.getFileOffset(R.getBegin()) < Previous)
        return false;
      Previous = SM.getFileOffset(R.getEnd());
    }
    return SM.getFileID(P.RParen) == File &&
           SM.getFileOffset(P.RParen) >= Previous;
  }

  const CUDAKernelCallExpr &Launch;
  const SourceManager &SM;
  const LangOptions &LO;
  mutable SourceLocation Expansion;
};

} // namespace

void KernelLaunchRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Launch = Result.Nodes.getNodeAs<CUDAKernelCallExpr>("launch");
  Ctx.noteCudaUse(Launch->getBeginLoc());
  if (isDeviceSideLaunch(*Launch, *Result.Context)) {
    // HIP cannot launch a kernel from the device, in any syntax.
    ReferenceInfo Reference = kernelLaunchReference();
    Reference.HipName.clear();
    Ctx.reportUnconverted(Launch->getBeginLoc(), std::move(Reference),
                          "launches a kernel from device code (dynamic "
                          "parallelism), which HIP does not support; left as "
                          "written");
    return;
  }
  if (!Ctx.options().HipKernelExecutionSyntax ||
      !Ctx.isUserLocation(Launch->getBeginLoc()))
    return;
  if (!isOwnStatement(*Launch, *Result.Context)) {
    Ctx.warn(Launch->getBeginLoc(),
             "kernel launch inside an expression is left in <<<>>> syntax: "
             "hipLaunchKernelGGL is a statement (do { ... } while (0)) on "
             "both HIP platforms");
    return;
  }
  const SourceManager &SM = *Result.SourceManager;
  PieceLocator Locator(*Launch, SM, Result.Context->getLangOpts());
  std::optional<LaunchPieces> P = Locator.inFile();
  if (!P)
    P = Locator.inMacroBody();
  bool Templated = (P && P->Templated) || isTemplateKernel(Launch->getCallee());
  if (!P) {
    std::optional<SplitKernelLaunch> Split =
        PP ? locateSplitKernelLaunch(*Launch, *PP, Templated) : std::nullopt;
    if (Split)
      SplitLaunches.push_back(std::move(*Split));
    else
      reportLeft(Launch->getBeginLoc());
    return;
  }
  if (!Ctx.isUserLocation(P->Callee.getBegin())) {
    reportLeft(Launch->getBeginLoc());
    return;
  }

  P->Templated = Templated;
  if (std::string Why = rewriteKernelLaunch(Ctx, *P, EditOrigin::Proven);
      !Why.empty())
    Ctx.warn(Launch->getBeginLoc(),
             "kernel launch is left in <<<>>> syntax: rewriting it, " + Why);
}

void KernelLaunchRule::finishTranslationUnit() {
  // A template's launch is matched in the pattern and in each instantiation.
  llvm::DenseSet<clang::SourceLocation::UIntTy> Done;
  for (const SplitKernelLaunch &L : SplitLaunches)
    if (Done.insert(L.Whole.getBegin().getRawEncoding()).second &&
        !convertSplitKernelLaunch(L, Ctx))
      reportLeft(L.Launch);
  SplitLaunches.clear();
}

void KernelLaunchRule::reportLeft(SourceLocation Launch) {
  Ctx.warn(Launch, "kernel launch not written in one file or one macro body "
                   "is left in <<<>>> syntax");
}

} // namespace hipify
