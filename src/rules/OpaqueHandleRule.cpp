#include "OpaqueHandleRule.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

/// The typedef of the handle \p T is spelled with, through a chain of
/// typedefs (a user's `typedef cudaTextureObject_t Tex;`).
const TypedefNameDecl *handleTypedef(QualType T,
                                     llvm::ArrayRef<llvm::StringRef> Names) {
  while (const auto *Typedef = T.isNull() ? nullptr : T->getAs<TypedefType>()) {
    const TypedefNameDecl *D = Typedef->getDecl();
    if (D->getIdentifier() && llvm::is_contained(Names, D->getName()))
      return D;
    T = Typedef->desugar();
  }
  return nullptr;
}

AST_MATCHER_P(QualType, isHandle, std::vector<llvm::StringRef>, Names) {
  return handleTypedef(Node, Names) != nullptr;
}

/// The parent of \p E, through parentheses, the implicit casts that do not
/// change its type and those of an explicit cast (which is the parent then);
/// \p Child is set to the node below it.
DynTypedNode valueParent(const Expr &E, ASTContext &AST, const Expr *&Child) {
  Child = &E;
  while (true) {
    auto Parents = AST.getParents(*Child);
    if (Parents.size() != 1)
      return {};
    const auto *Up = Parents[0].get<Expr>();
    const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(Up);
    bool Transparent =
        Up && (isa<ParenExpr>(Up) ||
               (Cast && (Cast->getCastKind() == CK_LValueToRValue ||
                         Cast->getCastKind() == CK_NoOp ||
                         Cast->isPartOfExplicitCast())));
    if (!Transparent)
      return Parents[0];
    Child = Up;
  }
}

const FunctionDecl *enclosingFunction(const Expr &E, ASTContext &AST) {
  DynTypedNode Node = DynTypedNode::create(E);
  while (true) {
    auto Parents = AST.getParents(Node);
    if (Parents.empty())
      return nullptr;
    Node = Parents[0];
    if (const auto *Function = Node.get<FunctionDecl>())
      return Function;
    if (Node.get<LambdaExpr>())
      return nullptr;
  }
}

bool isArithmetic(BinaryOperatorKind Op) {
  return BinaryOperator::isMultiplicativeOp(Op) ||
         BinaryOperator::isAdditiveOp(Op) || BinaryOperator::isShiftOp(Op) ||
         BinaryOperator::isBitwiseOp(Op);
}

} // namespace

const MappingEntry *OpaqueHandleRule::handleEntry(QualType T) {
  const TypedefNameDecl *D = handleTypedef(T, Handles);
  return D && Ctx.isCudaLocation(D->getLocation())
             ? Ctx.table().lookup(D->getName(), ReferenceKind::Declaration)
             : nullptr;
}

void OpaqueHandleRule::registerMatchers(MatchFinder &Finder) {
  for (const MappingEntry &E : Ctx.table().entries())
    if (E.PointerHandle)
      Handles.push_back(E.CudaName);
  if (Handles.empty())
    return;
  auto Handle = qualType(isHandle(Handles));
  // The handle values themselves: what is computed from them is judged
  // through them.
  Finder.addMatcher(
      expr(anyOf(declRefExpr(), memberExpr(), callExpr(), arraySubscriptExpr()),
           hasType(Handle), unless(isInTemplateInstantiation()))
          .bind("handle"),
      this);
  // Integers stored into a handle.
  auto Stored = ignoringParenImpCasts(expr().bind("stored"));
  Finder.addMatcher(
      varDecl(hasType(Handle), hasInitializer(Stored), unless(isInstantiated()))
          .bind("into"),
      this);
  Finder.addMatcher(binaryOperator(hasOperatorName("="),
                                   hasLHS(expr(hasType(Handle)).bind("into")),
                                   hasRHS(Stored),
                                   unless(isInTemplateInstantiation())),
                    this);
  Finder.addMatcher(
      callExpr(forEachArgumentWithParam(
                   Stored, parmVarDecl(hasType(Handle)).bind("into")),
               unless(isInTemplateInstantiation())),
      this);
}

void OpaqueHandleRule::check(const MatchFinder::MatchResult &Result) {
  const auto &Nodes = Result.Nodes;
  if (const auto *Handle = Nodes.getNodeAs<Expr>("handle")) {
    checkHandleRead(*Handle, *Result.Context);
    return;
  }
  const auto *Stored = Nodes.getNodeAs<Expr>("stored");
  QualType Into;
  if (const auto *D = Nodes.getNodeAs<ValueDecl>("into"))
    Into = D->getType();
  else if (const auto *E = Nodes.getNodeAs<Expr>("into"))
    Into = E->getType();
  if (Stored && !Into.isNull())
    checkStoredInteger(*Stored, Into, *Result.Context);
}

void OpaqueHandleRule::checkHandleRead(const Expr &Handle, ASTContext &AST) {
  SourceManager &SM = AST.getSourceManager();
  if (!Ctx.isUserLocation(SM.getSpellingLoc(Handle.getBeginLoc())))
    return;
  const MappingEntry *Entry = handleEntry(Handle.getType());
  if (!Entry)
    return;
  auto isInteger = [&](QualType T) {
    return T->isIntegralOrEnumerationType() && !T->isBooleanType() &&
           !handleTypedef(T, Handles);
  };

  // Why the handle is read as an integer here; empty: it is not.
  std::string Why;
  bool InPlace = false;
  const Expr *Child;
  DynTypedNode Parent = valueParent(Handle, AST, Child);
  if (const auto *Cast = Parent.get<ImplicitCastExpr>()) {
    if (Cast->getCastKind() == CK_IntegralCast ||
        Cast->getCastKind() == CK_IntegralToFloating)
      Why = "converted to '" + Cast->getType().getAsString() + "'";
  } else if (const auto *Cast = Parent.get<ExplicitCastExpr>()) {
    QualType To = Cast->getType();
    // A C-style cast to a 64-bit integer is a reinterpret_cast in HIP.
    bool CompilesInHip = !isa<CXXNamedCastExpr>(Cast) && To->isIntegerType() &&
                         AST.getTypeSize(To) >= AST.getTypeSize(AST.VoidPtrTy);
    if (!handleTypedef(To, Handles) && To->isArithmeticType() &&
        !To->isBooleanType() && !CompilesInHip)
      Why = "cast to '" + To.getAsString() + "'";
  } else if (const auto *Unary = Parent.get<UnaryOperator>()) {
    if (Unary->isIncrementDecrementOp())
      InPlace = true;
    else if (Unary->getOpcode() == UO_Minus || Unary->getOpcode() == UO_Not ||
             Unary->getOpcode() == UO_Plus)
      Why = "an operand of '" +
            UnaryOperator::getOpcodeStr(Unary->getOpcode()).str() + "'";
  } else if (const auto *Binary = Parent.get<BinaryOperator>()) {
    BinaryOperatorKind Op = Binary->getOpcode();
    const Expr *Other =
        Child == Binary->getLHS() ? Binary->getRHS() : Binary->getLHS();
    std::string Spelled =
        "an operand of '" + BinaryOperator::getOpcodeStr(Op).str() + "'";
    if (Binary->isCompoundAssignmentOp() && Child == Binary->getLHS())
      InPlace = true;
    else if (Binary->isCompoundAssignmentOp() || isArithmetic(Op))
      Why = Spelled;
    else if (Op == BO_Assign && Child == Binary->getRHS() &&
             isInteger(Binary->getLHS()->getType()))
      Why = "stored into '" + Binary->getLHS()->getType().getAsString() + "'";
    else if (Binary->isComparisonOp() &&
             !handleTypedef(Other->getType(), Handles) &&
             !(Binary->isEqualityOp() &&
               Other->isNullPointerConstant(AST,
                                            Expr::NPC_ValueDependentIsNotNull)))
      Why = "compared with an integer";
  } else if (const auto *Var = Parent.get<VarDecl>()) {
    if (isInteger(Var->getType()))
      Why = "stored into '" + Var->getType().getAsString() + "'";
  } else if (const auto *Call = Parent.get<CallExpr>()) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    for (unsigned I = 0; Callee && I < Call->getNumArgs(); ++I)
      if (Call->getArg(I) == Child && I < Callee->getNumParams() &&
          isInteger(Callee->getParamDecl(I)->getType()))
        Why = "passed as '" + Callee->getParamDecl(I)->getType().getAsString() +
              "'";
  } else if (Parent.get<ReturnStmt>()) {
    const FunctionDecl *Function = enclosingFunction(Handle, AST);
    if (Function && isInteger(Function->getReturnType()))
      Why = "returned as '" + Function->getReturnType().getAsString() + "'";
  }

  std::string Name = Entry->CudaName;
  std::string Hip = std::string("'") + Entry->HipName + "'";
  if (InPlace) {
    Ctx.reportUnconverted(SM.getSpellingLoc(Handle.getBeginLoc()),
                          TranslationContext::referenceInfo(*Entry),
                          "is changed in place as an integer; " + Hip +
                              " is a pointer in HIP");
    return;
  }
  if (Why.empty())
    return;
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Handle.getSourceRange()), SM,
      AST.getLangOpts());
  if (Range.isInvalid() || !Ctx.isUserLocation(Range.getBegin())) {
    Ctx.reportUnconverted(SM.getSpellingLoc(Handle.getBeginLoc()),
                          TranslationContext::referenceInfo(*Entry),
                          "is " + Why + " through a macro; " + Hip +
                              " is a pointer in HIP: cast it with "
                              "reinterpret_cast<unsigned long long>");
    return;
  }
  Ctx.addEdit(Range.getBegin(), 0, "reinterpret_cast<unsigned long long>(");
  Ctx.addEdit(Range.getEnd(), 0, ")");
  Ctx.warn(Range.getBegin(), "'" + Name + "' read as an integer (" + Why +
                                 "): " + Hip +
                                 " is a pointer in HIP; cast with "
                                 "reinterpret_cast<unsigned long long>");
}

void OpaqueHandleRule::checkStoredInteger(const Expr &Value, QualType Into,
                                          ASTContext &AST) {
  SourceManager &SM = AST.getSourceManager();
  SourceLocation Loc = SM.getSpellingLoc(Value.getBeginLoc());
  const MappingEntry *Entry = handleEntry(Into);
  if (!Entry || !Ctx.isUserLocation(Loc) || Value.isValueDependent() ||
      Value.isNullPointerConstant(AST, Expr::NPC_ValueDependentIsNotNull))
    return;
  // Computed from a handle (`o + 1`), the value is an integer all the same.
  bool Computed = isa<BinaryOperator>(Value) || isa<UnaryOperator>(Value);
  QualType T = Value.getType();
  if (!T->isIntegralOrEnumerationType() ||
      (handleTypedef(T, Handles) && !Computed))
    return;
  Ctx.reportUnconverted(Loc, TranslationContext::referenceInfo(*Entry),
                        std::string("is given an integer here; '") +
                            Entry->HipName +
                            "' is a pointer in HIP (reinterpret_cast the "
                            "integer if it holds a handle)");
}

} // namespace hipify
