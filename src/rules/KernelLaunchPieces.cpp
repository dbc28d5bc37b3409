//===- KernelLaunchPieces.cpp - A launch rewritten around its pieces ------===//
#include "KernelLaunchPieces.h"
#include "KernelLaunchGlue.h"
#include "../frontend/EditGuard.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {

WrittenLaunchArguments writtenArguments(const CUDAKernelCallExpr &Launch) {
  WrittenLaunchArguments Written;
  for (const Expr *Arg : Launch.getConfig()->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Written.Config.push_back(Arg);
  for (const Expr *Arg : Launch.arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Written.Call.push_back(Arg);
  return Written;
}

std::string rewriteKernelLaunch(TranslationContext &Ctx, const LaunchPieces &P,
                                EditOrigin Origin) {
  const SourceManager &SM = Ctx.sourceManager();
  std::vector<PlannedEdit> Between;
  auto replaceBetween = [&](SourceLocation From, SourceLocation To,
                            std::string Text) {
    Between.push_back({From, SM.getFileOffset(To) - SM.getFileOffset(From),
                       std::move(Text)});
  };
  const auto &Config = P.Config;
  bool HasArguments = P.Arguments.isValid();
  auto writtenAsDim3 = [&](const CharSourceRange &Piece) {
    return isWrittenAsDim3(
        Lexer::getSourceText(Piece, SM, Ctx.langOptions()));
  };
  llvm::SmallVector<std::string, 6> Glue = kernelLaunchGlue(
      P.Templated, Config.size(), HasArguments, P.VariadicArguments,
      {writtenAsDim3(Config[0]), writtenAsDim3(Config[1])});
  replaceBetween(P.Callee.getEnd(), Config[0].getBegin(), Glue[1]);
  for (size_t I = 1; I < Config.size(); ++I)
    if (Glue[I + 1] != ", ") // the user's comma before the stream stays
      replaceBetween(Config[I - 1].getEnd(), Config[I].getBegin(), Glue[I + 1]);
  replaceBetween(Config.back().getEnd(),
                 HasArguments ? P.Arguments.getBegin() : P.RParen, Glue.back());
  if (std::string Why = whyEditsRefused(Ctx, Between); !Why.empty())
    return Why;
  Ctx.addEdit(P.Callee.getBegin(), 0, Glue[0], kernelLaunchReference(), Origin);
  for (PlannedEdit &E : Between)
    Ctx.addEdit(E.FileLoc, E.Length, std::move(E.Replacement), std::nullopt,
                Origin);
  return "";
}

} // namespace hipify
