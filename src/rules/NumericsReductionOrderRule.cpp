#include "NumericsReductionOrderRule.h"

#include "clang/AST/Attr.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

/// Operand of a sum: the value a shuffle brings from another lane is
/// added, not compared (a max over lanes does not depend on the order).
bool isAddend(const Expr &E, ASTContext &AST) {
  const Expr *Child = &E;
  for (DynTypedNodeList Parents = AST.getParents(*Child); Parents.size() == 1;
       Parents = AST.getParents(*Child)) {
    if (const auto *Cast = Parents[0].get<ImplicitCastExpr>()) {
      Child = Cast;
      continue;
    }
    if (const auto *Paren = Parents[0].get<ParenExpr>()) {
      Child = Paren;
      continue;
    }
    const auto *Op = Parents[0].get<BinaryOperator>();
    return Op && (Op->getOpcode() == BO_Add || Op->getOpcode() == BO_AddAssign);
  }
  return false;
}

const FunctionDecl &asWritten(const FunctionDecl &F) {
  const FunctionDecl *Pattern = F.getTemplateInstantiationPattern();
  return Pattern ? *Pattern : F;
}

std::string plural(unsigned N, llvm::StringRef What) {
  return std::to_string(N) + " " + What.str() + (N == 1 ? "" : "s");
}

} // namespace

void NumericsReductionOrderRule::registerMatchers(MatchFinder &Finder) {
  auto InDeviceCode = hasAncestor(
      functionDecl(anyOf(hasAttr(attr::CUDAGlobal), hasAttr(attr::CUDADevice)))
          .bind("function"));
  Finder.addMatcher(
      callExpr(callee(functionDecl(
                   hasAnyName("__shfl_sync", "__shfl_up_sync",
                              "__shfl_down_sync", "__shfl_xor_sync", "__shfl",
                              "__shfl_up", "__shfl_down", "__shfl_xor"))),
               hasType(realFloatingPointType()), InDeviceCode)
          .bind("shuffle"),
      this);
  Finder.addMatcher(
      callExpr(callee(functionDecl(hasAnyName("atomicAdd", "atomicAdd_block",
                                              "atomicAdd_system"))),
               hasArgument(
                   0, hasType(pointerType(pointee(realFloatingPointType())))),
               InDeviceCode)
          .bind("atomic"),
      this);
}

void NumericsReductionOrderRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Shuffle = Result.Nodes.getNodeAs<CallExpr>("shuffle");
  const auto *Atomic = Result.Nodes.getNodeAs<CallExpr>("atomic");
  const CallExpr *Call = Shuffle ? Shuffle : Atomic;
  if (Shuffle && !isAddend(*Shuffle, *Result.Context))
    return;
  SourceLocation Loc = Result.SourceManager->getFileLoc(Call->getBeginLoc());
  if (!Ctx.isUserLocation(Loc))
    return;
  const FunctionDecl &Function =
      asWritten(*Result.Nodes.getNodeAs<FunctionDecl>("function"));
  auto It = llvm::find_if(
      Functions, [&](const Summing &S) { return S.Function == &Function; });
  if (It == Functions.end())
    It = Functions.insert(Functions.end(), Summing{&Function, Loc});
  if (!It->Seen.insert(Loc).second)
    return;
  if (Result.SourceManager->isBeforeInTranslationUnit(Loc, It->First))
    It->First = Loc;
  ++(Shuffle ? It->Shuffles : It->Atomics);
}

void NumericsReductionOrderRule::finishTranslationUnit() {
  for (const Summing &S : Functions) {
    std::string Where;
    if (S.Shuffles)
      Where = plural(S.Shuffles, "warp shuffle") + " added to a sum";
    if (S.Atomics)
      Where += (Where.empty() ? "" : ", ") +
               plural(S.Atomics, "floating-point atomicAdd");
    Ctx.reportNumericsDifference(
        S.First, NumericsKind::ReductionOrder,
        ((S.Function->hasAttr<CUDAGlobalAttr>() ? "kernel '" : "function '") +
         S.Function->getName() + "' sums floating-point values across lanes (" +
         Where +
         "): with AMD's 64-lane wavefronts the additions are grouped "
         "otherwise, so the sum may differ from CUDA's in its last bits; "
         "this is not a defect")
            .str());
  }
  Functions.clear();
}

} // namespace hipify
