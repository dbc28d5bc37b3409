#include "WarpExpressions.h"
#include "../CudaReferences.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace hipify {
namespace {

/// How many variables deep an expression is followed to its initialiser.
constexpr int MaxVariableDepth = 4;

bool isCudaDeclaration(const Decl &D, TranslationContext &Ctx) {
  return Ctx.isCudaLocation(D.getLocation());
}

/// `threadIdx.x`-style: the member \p Member of CUDA's built-in variable
/// \p Variable (clang models them as properties).
bool isBuiltinComponent(const Expr &E, llvm::StringRef Variable,
                        llvm::StringRef Member, TranslationContext &Ctx) {
  const Expr *X = E.IgnoreParenImpCasts();
  if (const auto *Pseudo = dyn_cast<PseudoObjectExpr>(X))
    X = Pseudo->getSyntacticForm()->IgnoreParenImpCasts();
  const auto *Property = dyn_cast<MSPropertyRefExpr>(X);
  if (!Property || Property->getPropertyDecl()->getName() != Member)
    return false;
  const Expr *Object = Property->getBaseExpr()->IgnoreParenImpCasts();
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(Object))
    Object = Opaque->getSourceExpr()->IgnoreParenImpCasts();
  const auto *Base = dyn_cast<DeclRefExpr>(Object);
  return Base && Base->getDecl()->getName() == Variable &&
         isCudaDeclaration(*Base->getDecl(), Ctx);
}

/// Whether \p Var is declared in the init-statement of a `for`: a loop
/// counter, which is no longer the index it started from.
bool isLoopCounter(const VarDecl &Var) {
  ASTContext &AST = Var.getASTContext();
  for (const DynTypedNode &Parent : AST.getParents(Var))
    if (const auto *Declaration = Parent.get<DeclStmt>())
      for (const DynTypedNode &Grand : AST.getParents(*Declaration))
        if (const auto *For = Grand.get<ForStmt>())
          if (For->getInit() == Declaration)
            return true;
  return false;
}

/// The initialiser of the variable \p E names, if it names one.
const Expr *initialiserOf(const Expr &E, bool LoopCountersToo = false) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E.IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || !Var->getInit() || (!LoopCountersToo && isLoopCounter(*Var)))
    return nullptr;
  return Var->getInit();
}

bool isThreadIndexAt(const Expr &E, TranslationContext &Ctx, int Depth) {
  const Expr *X = E.IgnoreParenImpCasts();
  if (isBuiltinComponent(*X, "threadIdx", "x", Ctx) ||
      isBuiltinComponent(*X, "blockDim", "x", Ctx))
    return true;
  // Cooperative groups' `g.thread_rank()` (a static member in some CUDA
  // versions, so not always a member call).
  if (const auto *Call = dyn_cast<CallExpr>(X))
    if (const auto *Method =
            dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee()))
      return Method->getIdentifier() && Method->getName() == "thread_rank" &&
             isCudaDeclaration(*Method, Ctx);
  if (const auto *Op = dyn_cast<BinaryOperator>(X))
    if (Op->getOpcode() == BO_Add || Op->getOpcode() == BO_Sub ||
        Op->getOpcode() == BO_Mul)
      return isThreadIndexAt(*Op->getLHS(), Ctx, Depth) ||
             isThreadIndexAt(*Op->getRHS(), Ctx, Depth);
  if (Depth < MaxVariableDepth)
    if (const Expr *Init = initialiserOf(*X))
      return isThreadIndexAt(*Init, Ctx, Depth + 1);
  return false;
}

/// A variable whose name says it holds a lane or warp index: `lane`,
/// `laneId`, `lane_id`, `myLane`, `warpId`, `warp_idx`, `wid` (not
/// `planes`).
bool isNamedLaneOrWarp(llvm::StringRef Name) {
  std::string Lower = Name.lower();
  llvm::StringRef L(Lower);
  if (L.starts_with("lane") || Name.contains("Lane") || L.contains("_lane"))
    return true;
  return L == "wid" || (L.consume_front("warp") &&
                        (L.empty() || L == "id" || L == "_id" || L == "idx" ||
                         L == "_idx" || L == "index" || L == "_index"));
}

bool isLaneOrWarpIndexAt(const Expr &E, ASTContext &AST,
                         TranslationContext &Ctx, int Depth) {
  const Expr *X = E.IgnoreParenImpCasts();
  if (const auto *Op = dyn_cast<BinaryOperator>(X))
    return warpIndexComputedBy(*Op, AST, Ctx) != WarpIndex::None;
  const auto *Ref = dyn_cast<DeclRefExpr>(X);
  if (!Ref || !isa<VarDecl>(Ref->getDecl()))
    return false;
  if (Ref->getDecl()->getIdentifier() &&
      isNamedLaneOrWarp(Ref->getDecl()->getName()))
    return true;
  if (Depth < MaxVariableDepth)
    if (const Expr *Init = initialiserOf(*X))
      return isLaneOrWarpIndexAt(*Init, AST, Ctx, Depth + 1);
  return false;
}

bool isReturnedLaneMaskAt(const Expr &E, TranslationContext &Ctx, int Depth) {
  const Expr *X = E.IgnoreParenImpCasts();
  if (const auto *Call = dyn_cast<CallExpr>(X))
    return returnsLaneMask(calledCudaFunction(*Call, Ctx));
  if (const auto *Op = dyn_cast<BinaryOperator>(X))
    if (Op->getOpcode() == BO_And || Op->getOpcode() == BO_Or ||
        Op->getOpcode() == BO_Xor)
      return isReturnedLaneMaskAt(*Op->getLHS(), Ctx, Depth) ||
             isReturnedLaneMaskAt(*Op->getRHS(), Ctx, Depth);
  if (const auto *Op = dyn_cast<UnaryOperator>(X))
    if (Op->getOpcode() == UO_Not)
      return isReturnedLaneMaskAt(*Op->getSubExpr(), Ctx, Depth);
  if (Depth < MaxVariableDepth)
    if (const Expr *Init = initialiserOf(*X, /*LoopCountersToo=*/true))
      return isReturnedLaneMaskAt(*Init, Ctx, Depth + 1);
  return false;
}

} // namespace

llvm::StringRef calledCudaFunction(const CallExpr &Call,
                                   TranslationContext &Ctx) {
  const auto *Set =
      dyn_cast<UnresolvedLookupExpr>(Call.getCallee()->IgnoreParenImpCasts());
  const FunctionDecl *Resolved = Call.getDirectCallee();
  if (!Resolved && !Set)
    return {};
  std::optional<CudaCallee> Callee = cudaCalleeOf(Call, Resolved, Set, Ctx);
  return Callee ? Callee->Name : llvm::StringRef();
}

llvm::ArrayRef<llvm::StringLiteral> laneMaskTakers() {
  static constexpr llvm::StringLiteral Names[] = {
      "__shfl_sync",     "__shfl_up_sync",   "__shfl_down_sync",
      "__shfl_xor_sync", "__ballot_sync",    "__any_sync",
      "__all_sync",      "__match_any_sync", "__match_all_sync"};
  return Names;
}

llvm::ArrayRef<llvm::StringLiteral> laneMaskReturners() {
  static constexpr llvm::StringLiteral Names[] = {
      "__ballot_sync", "__ballot", "__activemask", "__match_any_sync",
      "__match_all_sync"};
  return Names;
}

bool takesLaneMask(llvm::StringRef Function) {
  return llvm::is_contained(laneMaskTakers(), Function);
}

bool returnsLaneMask(llvm::StringRef Function) {
  return llvm::is_contained(laneMaskReturners(), Function);
}

std::optional<int64_t> constantValue(const Expr &E, ASTContext &AST) {
  if (E.isValueDependent() || E.isTypeDependent())
    return std::nullopt;
  // A template argument: the code says N, and only one instantiation 32.
  // (IgnoreParenImpCasts would look through the substitution itself.)
  const Expr *Written = &E;
  while (isa<ParenExpr, ImplicitCastExpr>(Written))
    Written = isa<ParenExpr>(Written)
                  ? cast<ParenExpr>(Written)->getSubExpr()
                  : cast<ImplicitCastExpr>(Written)->getSubExpr();
  if (isa<SubstNonTypeTemplateParmExpr>(Written))
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E.EvaluateAsInt(Result, AST))
    return std::nullopt;
  const llvm::APSInt &Value = Result.Val.getInt();
  if (Value.getActiveBits() > 64)
    return std::nullopt;
  return Value.isSigned() ? Value.getSExtValue()
                          : int64_t(Value.getZExtValue());
}

unsigned integerWidth(QualType Type, ASTContext &AST) {
  if (Type.isNull() || Type->isDependentType() || !Type->isIntegerType())
    return 0;
  return AST.getIntWidth(Type);
}

bool isThreadIndex(const Expr &E, TranslationContext &Ctx) {
  return isThreadIndexAt(E, Ctx, 0);
}

WarpIndex warpIndexComputedBy(const BinaryOperator &Op, ASTContext &AST,
                              TranslationContext &Ctx) {
  struct Form {
    BinaryOperatorKind Opcode;
    int64_t Operand;
    WarpIndex Computes;
  };
  static constexpr Form Forms[] = {{BO_Rem, 32, WarpIndex::Lane},
                                   {BO_And, 31, WarpIndex::Lane},
                                   {BO_Div, 32, WarpIndex::Warp},
                                   {BO_Shr, 5, WarpIndex::Warp}};
  for (const Form &F : Forms)
    if (Op.getOpcode() == F.Opcode) {
      if (constantValue(*Op.getRHS(), AST) == F.Operand &&
          !mentionsWarpSize(*Op.getRHS(), Ctx) &&
          isThreadIndex(*Op.getLHS(), Ctx))
        return F.Computes;
      return WarpIndex::None;
    }
  return WarpIndex::None;
}

bool isLaneOrWarpIndex(const Expr &E, ASTContext &AST,
                       TranslationContext &Ctx) {
  return isLaneOrWarpIndexAt(E, AST, Ctx, 0);
}

bool isReturnedLaneMask(const Expr &E, TranslationContext &Ctx) {
  return isReturnedLaneMaskAt(E, Ctx, 0);
}

std::string writtenText(SourceRange Range, TranslationContext &Ctx) {
  SourceManager &SM = Ctx.sourceManager();
  CharSourceRange File = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Range), SM, Ctx.langOptions());
  // Within a macro's body: the text there.
  if (File.isInvalid())
    File = CharSourceRange::getTokenRange(SM.getSpellingLoc(Range.getBegin()),
                                          SM.getSpellingLoc(Range.getEnd()));
  return Lexer::getSourceText(File, SM, Ctx.langOptions()).str();
}

bool mentionsWarpSize(const Stmt &S, TranslationContext &Ctx) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(&S))
    if (const ValueDecl *D = Ref->getDecl(); D->getIdentifier() &&
                                             D->getName() == "warpSize" &&
                                             isCudaDeclaration(*D, Ctx))
      return true;
  for (const Stmt *Child : S.children())
    if (Child && mentionsWarpSize(*Child, Ctx))
      return true;
  return false;
}

std::optional<CharSourceRange> editableRange(SourceRange Range,
                                             TranslationContext &Ctx) {
  // Written in the file, or in a macro's argument (which is written in the
  // file too); never a macro's body, which other uses share.
  SourceManager &SM = Ctx.sourceManager();
  for (SourceLocation End : {Range.getBegin(), Range.getEnd()})
    if (!End.isFileID() && !SM.isMacroArgExpansion(End))
      return std::nullopt;
  CharSourceRange File = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Range), SM, Ctx.langOptions());
  if (File.isInvalid())
    return std::nullopt;
  return File;
}

bool replaceRange(CharSourceRange Range, std::string Replacement,
                  TranslationContext &Ctx) {
  SourceManager &SM = Ctx.sourceManager();
  unsigned Length =
      SM.getFileOffset(Range.getEnd()) - SM.getFileOffset(Range.getBegin());
  return Ctx.addEdit(Range.getBegin(), Length, std::move(Replacement));
}

} // namespace hipify
