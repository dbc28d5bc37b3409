#include "SameAsHipVectorOperator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace hipify {
namespace {

/// The arithmetic an operator's name says, and whether it assigns.
struct Arithmetic {
  BinaryOperatorKind Op;
  bool Assigns;
};

std::optional<Arithmetic> arithmeticOf(OverloadedOperatorKind Kind) {
  switch (Kind) {
  case OO_Plus:
    return Arithmetic{BO_Add, false};
  case OO_Minus:
    return Arithmetic{BO_Sub, false};
  case OO_Star:
    return Arithmetic{BO_Mul, false};
  case OO_Slash:
    return Arithmetic{BO_Div, false};
  case OO_PlusEqual:
    return Arithmetic{BO_Add, true};
  case OO_MinusEqual:
    return Arithmetic{BO_Sub, true};
  case OO_StarEqual:
    return Arithmetic{BO_Mul, true};
  case OO_SlashEqual:
    return Arithmetic{BO_Div, true};
  default:
    return std::nullopt;
  }
}

/// The components of a CUDA vector type, declared in a system header with
/// fields x, y[, z[, w]] of one type; empty for any other type.
llvm::SmallVector<llvm::StringRef, 4> componentsOf(QualType Type,
                                                   const ASTContext &AST) {
  const RecordDecl *Record = Type->getAsRecordDecl();
  if (!Record || !Record->getDefinition() ||
      !AST.getSourceManager().isInSystemHeader(Record->getLocation()))
    return {};
  static constexpr llvm::StringLiteral Names[] = {"x", "y", "z", "w"};
  llvm::SmallVector<llvm::StringRef, 4> Components;
  QualType Element;
  for (const FieldDecl *Field : Record->getDefinition()->fields()) {
    if (Components.size() == 4 ||
        Field->getName() != Names[Components.size()] ||
        (!Element.isNull() && !AST.hasSameType(Element, Field->getType())))
      return {};
    Element = Field->getType();
    Components.push_back(Names[Components.size()]);
  }
  return Components;
}

/// \p E without the parentheses, implicit conversions and copies around it.
const Expr *bare(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E))
      E = Cleanups->getSubExpr();
    else if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E))
      E = Temporary->getSubExpr();
    else if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(E))
      E = Bind->getSubExpr();
    else if (const auto *Copy = dyn_cast<CXXConstructExpr>(E);
             Copy && Copy->getNumArgs() == 1 &&
             Copy->getConstructor()->isCopyOrMoveConstructor())
      E = Copy->getArg(0);
    else
      return E;
  }
}

bool namesParameter(const Expr *E, const ParmVarDecl *Param) {
  const auto *Ref = dyn_cast<DeclRefExpr>(bare(E));
  return Ref && Ref->getDecl() == Param;
}

/// `P.Field`.
bool isComponent(const Expr *E, const ParmVarDecl *P, llvm::StringRef Field) {
  const auto *Member = dyn_cast<MemberExpr>(bare(E));
  return Member && !Member->isArrow() &&
         Member->getMemberDecl()->getName() == Field &&
         namesParameter(Member->getBase(), P);
}

/// `A.Field @ B.Field`.
bool isComponentArithmetic(const Expr *E, BinaryOperatorKind Op,
                           const ParmVarDecl *A, const ParmVarDecl *B,
                           llvm::StringRef Field) {
  const auto *Binary = dyn_cast<BinaryOperator>(bare(E));
  return Binary && Binary->getOpcode() == Op &&
         isComponent(Binary->getLHS(), A, Field) &&
         isComponent(Binary->getRHS(), B, Field);
}

/// `A.F @= B.F` or `A.F = A.F @ B.F`: the component it assigns.
std::optional<llvm::StringRef> assignedComponent(const Stmt *S,
                                                 BinaryOperatorKind Op,
                                                 const ParmVarDecl *A,
                                                 const ParmVarDecl *B) {
  const auto *E = dyn_cast<Expr>(S);
  const auto *Assign = E ? dyn_cast<BinaryOperator>(bare(E)) : nullptr;
  if (!Assign)
    return std::nullopt;
  const auto *Target = dyn_cast<MemberExpr>(bare(Assign->getLHS()));
  if (!Target)
    return std::nullopt;
  llvm::StringRef Field = Target->getMemberDecl()->getName();
  if (!isComponent(Target, A, Field))
    return std::nullopt;
  bool Same =
      Assign->isCompoundAssignmentOp() &&
              BinaryOperator::getOpForCompoundAssignment(Assign->getOpcode()) ==
                  Op
          ? isComponent(Assign->getRHS(), B, Field)
          : Assign->getOpcode() == BO_Assign &&
                isComponentArithmetic(Assign->getRHS(), Op, A, B, Field);
  return Same ? std::optional<llvm::StringRef>(Field) : std::nullopt;
}

bool returnsComponentwise(const CompoundStmt &Body, BinaryOperatorKind Op,
                          const ParmVarDecl *A, const ParmVarDecl *B,
                          QualType Vector,
                          llvm::ArrayRef<llvm::StringRef> Components,
                          const ASTContext &AST) {
  if (Body.size() != 1)
    return false;
  const auto *Return = dyn_cast<ReturnStmt>(Body.body_front());
  const auto *Make = Return && Return->getRetValue()
                         ? dyn_cast<CallExpr>(bare(Return->getRetValue()))
                         : nullptr;
  const FunctionDecl *Callee = Make ? Make->getDirectCallee() : nullptr;
  if (!Callee || !Callee->getName().starts_with("make_") ||
      !AST.getSourceManager().isInSystemHeader(Callee->getLocation()) ||
      !AST.hasSameUnqualifiedType(Callee->getReturnType(), Vector) ||
      Make->getNumArgs() != Components.size())
    return false;
  for (unsigned I = 0; I < Components.size(); ++I)
    if (!isComponentArithmetic(Make->getArg(I), Op, A, B, Components[I]))
      return false;
  return true;
}

bool assignsComponentwise(const CompoundStmt &Body, BinaryOperatorKind Op,
                          const ParmVarDecl *A, const ParmVarDecl *B,
                          bool ReturnsTarget,
                          llvm::ArrayRef<llvm::StringRef> Components) {
  llvm::ArrayRef<Stmt *> Statements(Body.body_begin(), Body.size());
  if (ReturnsTarget) {
    const auto *Return =
        Statements.empty() ? nullptr : dyn_cast<ReturnStmt>(Statements.back());
    if (!Return || !Return->getRetValue() ||
        !namesParameter(Return->getRetValue(), A))
      return false;
    Statements = Statements.drop_back();
  }
  if (Statements.size() != Components.size())
    return false;
  llvm::StringSet<> Assigned;
  for (const Stmt *S : Statements) {
    std::optional<llvm::StringRef> Field = assignedComponent(S, Op, A, B);
    if (!Field || !llvm::is_contained(Components, *Field) ||
        !Assigned.insert(*Field).second)
      return false;
  }
  return true;
}

} // namespace

bool computesAsHipVectorOperator(const FunctionDecl &FD) {
  std::optional<Arithmetic> Kind = arithmeticOf(FD.getOverloadedOperator());
  const auto *Body = dyn_cast_or_null<CompoundStmt>(FD.getBody());
  if (!Kind || !Body || FD.getNumParams() != 2)
    return false;
  const ASTContext &AST = FD.getASTContext();
  const ParmVarDecl *A = FD.getParamDecl(0), *B = FD.getParamDecl(1);
  QualType Vector = A->getType().getNonReferenceType().getUnqualifiedType();
  llvm::SmallVector<llvm::StringRef, 4> Components = componentsOf(Vector, AST);
  QualType Right = B->getType();
  bool RightIsVector =
      AST.hasSameUnqualifiedType(Right.getNonReferenceType(), Vector) &&
      (!Right->isReferenceType() ||
       (Right->isLValueReferenceType() &&
        Right.getNonReferenceType().isConstQualified()));
  if (Components.empty() || !RightIsVector)
    return false;
  QualType Result = FD.getReturnType();
  if (!Kind->Assigns)
    return AST.hasSameUnqualifiedType(Result, Vector) &&
           (!A->getType()->isReferenceType() ||
            A->getType().getNonReferenceType().isConstQualified()) &&
           returnsComponentwise(*Body, Kind->Op, A, B, Vector, Components, AST);
  QualType Target = A->getType();
  bool ReturnsTarget =
      Result->isLValueReferenceType() && AST.hasSameType(Result, Target);
  return Target->isLValueReferenceType() &&
         !Target.getNonReferenceType().isConstQualified() &&
         (Result->isVoidType() || ReturnsTarget) &&
         assignsComponentwise(*Body, Kind->Op, A, B, ReturnsTarget, Components);
}

} // namespace hipify
