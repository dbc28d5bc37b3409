#include "LaneIndexRule.h"
#include "WarpExpressions.h"

#include "clang/AST/Attr.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

/// `warpSize`, CUDA's device variable, or the `warpSize` member of
/// `cudaDeviceProp`.
bool isWarpSize(const Expr &E, TranslationContext &Ctx) {
  const Expr *X = E.IgnoreParenImpCasts();
  const ValueDecl *D = nullptr;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(X))
    D = Ref->getDecl();
  else if (const auto *Member = dyn_cast<MemberExpr>(X))
    D = Member->getMemberDecl();
  return D && D->getIdentifier() && D->getName() == "warpSize" &&
         Ctx.isCudaLocation(D->getLocation());
}

/// The variable \p E subscripts (through the outer subscripts of a
/// multi-dimensional array).
const VarDecl *subscriptedVariable(const Expr &E) {
  const Expr *X = E.IgnoreParenImpCasts();
  while (const auto *Outer = dyn_cast<ArraySubscriptExpr>(X))
    X = Outer->getBase()->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(X);
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// `float s[warpSize]`: 32 in CUDA's headers, the device's in HIP.
bool isSizedByWarpSize(const VarDecl &Var, TranslationContext &Ctx) {
  if (!Var.getTypeSourceInfo())
    return false;
  TypeLoc Loc = Var.getTypeSourceInfo()->getTypeLoc();
  for (auto Array = Loc.getAs<ArrayTypeLoc>(); Array;
       Array = Array.getElementLoc().getAs<ArrayTypeLoc>())
    if (Array.getSizeExpr() && mentionsWarpSize(*Array.getSizeExpr(), Ctx))
      return true;
  return false;
}

} // namespace

void LaneIndexRule::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      binaryOperator(hasAnyOperatorName("%", "&", ">>", "/", "<", "<=", ">",
                                        ">=", "==", "!="))
          .bind("op"),
      this);
  Finder.addMatcher(arraySubscriptExpr().bind("subscript"), this);
}

void LaneIndexRule::check(const MatchFinder::MatchResult &Result) {
  ASTContext &AST = *Result.Context;
  if (const auto *Subscript =
          Result.Nodes.getNodeAs<ArraySubscriptExpr>("subscript"))
    return checkSubscript(*Subscript, AST);
  const auto *Op = Result.Nodes.getNodeAs<BinaryOperator>("op");
  if (Op->isComparisonOp())
    return checkComparison(*Op, AST);
  WarpIndex Index = warpIndexComputedBy(*Op, AST, Ctx);
  if (Index == WarpIndex::None)
    return;
  Ctx.reportWarpSizeHazard(
      Op->getOperatorLoc(), WarpSizeHazardKind::LaneArithmetic,
      "'" + Op->getOpcodeStr().str() + " " +
          writtenText(Op->getRHS()->getSourceRange(), Ctx) + "' " +
          (Index == WarpIndex::Lane
               ? "takes a lane index from a thread index for 32-lane warps; "
               : "counts warps of 32 lanes in a thread index or count; ") +
          WavefrontNote.str() + " (use warpSize)");
}

void LaneIndexRule::checkComparison(const BinaryOperator &Op, ASTContext &AST) {
  for (auto [Constant, Other] : {std::pair(Op.getRHS(), Op.getLHS()),
                                 std::pair(Op.getLHS(), Op.getRHS())}) {
    std::optional<int64_t> Value = constantValue(*Constant, AST);
    if ((Value != 32 && Value != 31) || mentionsWarpSize(*Constant, Ctx))
      continue;
    std::string Text = writtenText(Op.getSourceRange(), Ctx);
    if (isWarpSize(*Other, Ctx)) {
      if (Value == 32)
        Ctx.reportWarpSizeHazard(
            Op.getOperatorLoc(), WarpSizeHazardKind::WarpSizeTest,
            "'" + Text + "' tests for 32-lane warps; " + WavefrontNote.str() +
                " (warpSize is 64 there)");
      return;
    }
    if (isThreadIndex(*Other, Ctx) || isLaneOrWarpIndex(*Other, AST, Ctx))
      Ctx.reportWarpSizeHazard(
          Op.getOperatorLoc(), WarpSizeHazardKind::LaneComparison,
          "'" + Text + "' compares a thread or lane index with a warp of " +
              "32 lanes; " + WavefrontNote.str() + " (use warpSize)");
    return;
  }
}

void LaneIndexRule::checkSubscript(const ArraySubscriptExpr &Subscript,
                                   ASTContext &AST) {
  const Expr *Base = Subscript.getBase()->IgnoreParenImpCasts();
  const auto *Array = AST.getAsConstantArrayType(Base->getType());
  const VarDecl *Var = subscriptedVariable(*Base);
  if (!Array || Array->getSize() != 32 || !Var ||
      !Var->hasAttr<CUDASharedAttr>() || isSizedByWarpSize(*Var, Ctx) ||
      !isLaneOrWarpIndex(*Subscript.getIdx(), AST, Ctx))
    return;
  Ctx.reportWarpSizeHazard(
      Var->getLocation(), WarpSizeHazardKind::PerWarpArray,
      "shared array '" + Var->getName().str() +
          "' holds 32 elements, one per lane or warp of 32-lane warps, and "
          "is indexed by a lane or warp index; " +
          WavefrontNote.str() + " (size it for 64)");
}

} // namespace hipify
