#include "LaneMaskRule.h"
#include "WarpExpressions.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

constexpr llvm::StringLiteral BitCounts[] = {"__popc", "__ffs", "__clz"};

bool isBitCount(llvm::StringRef Function) {
  return llvm::is_contained(BitCounts, Function);
}

/// \p Text with its whitespace runs made single spaces.
std::string normalisedSpaces(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 4> Words;
  Text.split(Words, ' ', -1, /*KeepEmpty=*/false);
  std::string Out;
  for (llvm::StringRef W : Words)
    Out += (Out.empty() ? "" : " ") + W.trim().str();
  return Out;
}

bool isWrittenAsUnsigned32(llvm::StringRef Text) {
  std::string Spelling = normalisedSpaces(Text);
  return Spelling == "unsigned" || Spelling == "unsigned int" ||
         Spelling == "uint32_t" || Spelling == "std::uint32_t";
}

/// A mask written as a literal that certainly names all 32 lanes:
/// `0xffffffff` (any suffix), `4294967295u`, `-1`, `~0u`, in parentheses or
/// a cast to a 32-bit or wider integer; never a name or a computation, which
/// may mean something else.
bool isLiteralFullMask(const Expr &Mask, ASTContext &AST) {
  const Expr *E = Mask.IgnoreParenImpCasts();
  while (const auto *Cast = dyn_cast<ExplicitCastExpr>(E)) {
    if (integerWidth(Cast->getTypeAsWritten(), AST) < 32)
      return false;
    E = Cast->getSubExpr()->IgnoreParenImpCasts();
  }
  auto literal = [](const Expr *X, uint64_t Value) {
    const auto *L = dyn_cast<IntegerLiteral>(X->IgnoreParens());
    return L && L->getValue() == Value;
  };
  if (const auto *Op = dyn_cast<UnaryOperator>(E))
    return (Op->getOpcode() == UO_Minus && literal(Op->getSubExpr(), 1)) ||
           (Op->getOpcode() == UO_Not && literal(Op->getSubExpr(), 0) &&
            integerWidth(Op->getType(), AST) == 32);
  return literal(E, 0xffffffffu);
}

bool isOnlyDeclarationOfItsStatement(const VarDecl &Var, ASTContext &AST) {
  for (const DynTypedNode &Parent : AST.getParents(Var))
    if (const auto *Declaration = Parent.get<DeclStmt>())
      return Declaration->isSingleDecl();
  return false;
}

} // namespace

void LaneMaskRule::registerMatchers(MatchFinder &Finder) {
  std::vector<llvm::StringRef> Names(std::begin(BitCounts),
                                     std::end(BitCounts));
  Names.insert(Names.end(), laneMaskTakers().begin(), laneMaskTakers().end());
  Names.insert(Names.end(), laneMaskReturners().begin(),
               laneMaskReturners().end());
  Finder.addMatcher(
      callExpr(callee(functionDecl(hasAnyName(Names)))).bind("call"), this);
  Finder.addMatcher(callExpr(callee(unresolvedLookupExpr(hasAnyDeclaration(
                                 namedDecl(hasAnyName(Names))))))
                        .bind("call"),
                    this);
}

void LaneMaskRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  llvm::StringRef Function = calledCudaFunction(*Call, Ctx);
  if (takesLaneMask(Function))
    checkMaskArgument(*Call, *Result.Context);
  if (returnsLaneMask(Function))
    checkMaskDestination(*Call, *Result.Context);
  if (isBitCount(Function))
    checkBitCount(*Call, Function, *Result.Context);
}

void LaneMaskRule::checkMaskArgument(const CallExpr &Call, ASTContext &AST) {
  if (Call.getNumArgs() == 0)
    return;
  const Expr *Arg = Call.getArg(0);
  const Expr *Written = Arg->IgnoreParenImpCasts();
  unsigned Width = integerWidth(Written->getType(), AST);
  if (Width == 0 || Width > 32 || isReturnedLaneMask(*Written, Ctx))
    return;
  std::string Text = writtenText(Arg->getSourceRange(), Ctx);
  std::optional<int64_t> Value = constantValue(*Arg, AST);
  std::string Message;
  bool Fixed = false;
  if (Value && (uint64_t(*Value) & 0xffffffffu) == 0xffffffffu) {
    // Through a macro of the user's: reported when the TU's other uses of
    // it are known (finishTranslationUnit).
    if (MaskMacros.noteMaskArgument(*Arg))
      return;
    // A literal full mask means all lanes: always rewritten, for HIP's
    // *_sync functions refuse a 32-bit mask.
    if (Ctx.options().FixWarpSize || isLiteralFullMask(*Arg, AST))
      if (auto Range = editableRange(Arg->getSourceRange(), Ctx))
        Fixed = replaceRange(*Range, FullLaneMask.str(), Ctx);
    Message = "'" + Text +
              "' is a full lane mask of 32 lanes but HIP's lane masks are "
              "64-bit; " +
              WavefrontNote.str() + "; " +
              (Fixed ? "rewritten as '" : "use '") + FullLaneMask.str() + "'";
  } else {
    Message = "lane mask '" + Text + "' is a 32-bit '" +
              Written->getType().getAsString() +
              "' but HIP's lane masks are 64-bit; " + WavefrontNote.str();
  }
  // At the call: a mask macro is reported where each call uses it.
  SourceLocation At = Arg->getBeginLoc();
  if (!Ctx.sourceManager().isMacroArgExpansion(At))
    At = Ctx.sourceManager().getFileLoc(At);
  Ctx.reportWarpSizeHazard(At, WarpSizeHazardKind::LaneMask, std::move(Message),
                           Fixed);
}

void LaneMaskRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  MaskMacros.watch(PP);
}

void LaneMaskRule::finishTranslationUnit() {
  MaskMacros.finish([&](SourceLocation Use, llvm::StringRef Name, bool Fixed) {
    Ctx.reportWarpSizeHazard(
        Use, WarpSizeHazardKind::LaneMask,
        "'" + Name.str() +
            "' is a full lane mask of 32 lanes but HIP's lane masks are "
            "64-bit; " +
            WavefrontNote.str() + "; " +
            (Fixed ? "its definition rewritten as '" : "use '") +
            FullLaneMask.str() + "'",
        Fixed);
  });
}

void LaneMaskRule::checkMaskDestination(const CallExpr &Call, ASTContext &AST) {
  // Up through what keeps it a mask (parentheses, conversions, bitwise
  // operators) to where it is kept.
  DynTypedNode Node = DynTypedNode::create(Call);
  for (int Depth = 0; Depth < 8; ++Depth) {
    auto Parents = AST.getParents(Node);
    if (Parents.empty())
      return;
    Node = Parents[0];
    if (const auto *Var = Node.get<VarDecl>())
      return checkReceivingVariable(*Var, AST);
    const auto *E = Node.get<Expr>();
    if (!E)
      return;
    if (isa<ParenExpr, ImplicitCastExpr>(E))
      continue;
    if (const auto *Not = dyn_cast<UnaryOperator>(E);
        Not && Not->getOpcode() == UO_Not)
      continue;
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E)) {
      unsigned Width = integerWidth(Cast->getTypeAsWritten(), AST);
      if (Width && Width <= 32)
        Ctx.reportWarpSizeHazard(
            Cast->getBeginLoc(), WarpSizeHazardKind::NarrowBallot,
            "a lane mask cast to the 32-bit '" +
                Cast->getTypeAsWritten().getAsString() +
                "' loses lanes 32-63; " + WavefrontNote.str());
      return;
    }
    const auto *Op = dyn_cast<BinaryOperator>(E);
    if (!Op)
      return;
    if (Op->getOpcode() == BO_And || Op->getOpcode() == BO_Or ||
        Op->getOpcode() == BO_Xor)
      continue;
    if (Op->isEqualityOp()) {
      for (const Expr *Side : {Op->getLHS(), Op->getRHS()})
        if (constantValue(*Side, AST) == 0xffffffff)
          Ctx.reportWarpSizeHazard(
              Side->getBeginLoc(), WarpSizeHazardKind::LaneMask,
              "a 64-bit lane mask compared with the 32-lane mask '" +
                  writtenText(Side->getSourceRange(), Ctx) + "'; " +
                  WavefrontNote.str() + " (all of them: '" +
                  FullLaneMask.str() + "')");
      return;
    }
    unsigned Width = integerWidth(Op->getLHS()->getType(), AST);
    if ((Op->getOpcode() == BO_Assign || Op->getOpcode() == BO_OrAssign ||
         Op->getOpcode() == BO_AndAssign || Op->getOpcode() == BO_XorAssign) &&
        Width && Width <= 32)
      Ctx.reportWarpSizeHazard(
          Op->getOperatorLoc(), WarpSizeHazardKind::NarrowBallot,
          "a lane mask stored in the 32-bit '" +
              writtenText(Op->getLHS()->getSourceRange(), Ctx) +
              "' loses lanes 32-63; " + WavefrontNote.str() +
              "; declare it 'unsigned long long'");
    return;
  }
}

void LaneMaskRule::checkReceivingVariable(const VarDecl &Var, ASTContext &AST) {
  unsigned Width = integerWidth(Var.getType(), AST);
  if (Width == 0 || Width > 32 || Var.getType()->getContainedAutoType())
    return;
  SourceRange TypeRange(Var.getTypeSpecStartLoc(), Var.getTypeSpecEndLoc());
  bool Fixed = false;
  if (Ctx.options().FixWarpSize && Var.getType()->isUnsignedIntegerType() &&
      isOnlyDeclarationOfItsStatement(Var, AST))
    if (auto Range = editableRange(TypeRange, Ctx);
        Range && isWrittenAsUnsigned32(writtenText(TypeRange, Ctx)))
      Fixed = replaceRange(*Range, "unsigned long long", Ctx);
  Ctx.reportWarpSizeHazard(
      TypeRange.getBegin(), WarpSizeHazardKind::NarrowBallot,
      "'" + Var.getName().str() + "' is a 32-bit '" +
          Var.getType().getUnqualifiedType().getAsString() +
          "' receiving a 64-bit lane mask and loses lanes 32-63; " +
          WavefrontNote.str() + "; " +
          (Fixed ? "declared 'unsigned long long'"
                 : "declare it 'unsigned long long'"),
      Fixed);
}

void LaneMaskRule::checkBitCount(const CallExpr &Call, llvm::StringRef Function,
                                 ASTContext &AST) {
  if (Call.getNumArgs() != 1)
    return;
  const Expr *Arg = Call.getArg(0)->IgnoreParenImpCasts();
  if (!isReturnedLaneMask(*Arg, Ctx))
    return;
  std::string Wide = Function.str() + "ll";
  bool Fixed = false;
  SourceLocation Name = Call.getCallee()->IgnoreParenImpCasts()->getExprLoc();
  // Zero-extended, an unsigned mask has the same bits counted: __popcll of
  // it is right whatever width it ends up with. __clz counts from the top.
  if (Ctx.options().FixWarpSize && Function != "__clz" &&
      !Arg->isTypeDependent() && Arg->getType()->isUnsignedIntegerType())
    if (auto Range = editableRange(Name, Ctx))
      Fixed = replaceRange(*Range, Wide, Ctx);
  std::string Advice = Function == "__clz"
                           ? "use '__clzll', counted from bit 63"
                           : (Fixed ? "rewritten as '" : "use '") + Wide + "'";
  Ctx.reportWarpSizeHazard(Name, WarpSizeHazardKind::NarrowBitCount,
                           "'" + Function.str() +
                               "' of a 64-bit lane mask sees 32 lanes; " +
                               WavefrontNote.str() + "; " + Advice,
                           Fixed);
}

} // namespace hipify
