//===- ArgumentCast.cpp - Arguments cast to the target's pointee type -----===//
//
// `cast=N:TYPE` (ArgumentTransform.h): the argument points to a value whose
// type the target library names differently with the same layout.
//
//===----------------------------------------------------------------------===//
#include "ArgumentTransformRule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace hipify {
namespace {

/// Whether `&` may precede \p E's text without parentheses.
bool takesAddressAsWritten(const Expr &E) {
  return isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr, ParenExpr>(E);
}

} // namespace

std::optional<ArgumentCast> castOf(const Expr &Arg, const ArgumentTransform &T,
                                   const FunctionDecl *Declared,
                                   ASTContext &AST, std::string &Why) {
  std::string Position = "argument " + std::to_string(T.Index + 1);
  // In a template, the pointer CUDA's parameter is (each instantiation casts
  // what it converts to that).
  bool Dependent = Arg.isTypeDependent();
  if (Dependent &&
      !(Declared && T.Index < Declared->getNumParams() &&
        Declared->getParamDecl(T.Index)->getType()->isPointerType())) {
    Why = Position + "'s type depends on a template parameter (" +
          T.Text.str() + " is cast from its type)";
    return std::nullopt;
  }
  // A null pointer converts to any pointer as it is written.
  if (Arg.isNullPointerConstant(AST, Expr::NPC_ValueDependentIsNotNull) !=
      Expr::NPCK_NotNull)
    return ArgumentCast();
  // The type the call converts the argument to: CUDA's parameter's.
  QualType Type =
      (Dependent ? Declared->getParamDecl(T.Index)->getType() : Arg.getType())
          .getCanonicalType();
  if (Type->isPointerType()) {
    bool Const = Type->getPointeeType().isConstQualified();
    return ArgumentCast{"reinterpret_cast<" +
                            std::string(Const ? "const " : "") + T.Text.str() +
                            "*>(",
                        ")"};
  }
  const Expr &Written = *Arg.IgnoreUnlessSpelledInSource();
  if (!Written.isGLValue()) {
    Why = Position + " is a temporary, which has no address to read it as " +
          T.Text.str() + " through";
    return std::nullopt;
  }
  bool Bare = takesAddressAsWritten(*Written.IgnoreImpCasts());
  return ArgumentCast{"*reinterpret_cast<const " + T.Text.str() + "*>(&" +
                          (Bare ? "" : "("),
                      Bare ? ")" : "))"};
}

bool ArgumentTransformRule::planCast(const ArgumentTransform &T,
                                     llvm::ArrayRef<const Expr *> Args,
                                     const FunctionDecl *Declared,
                                     ASTContext &AST,
                                     std::vector<Rewrite> &Plan,
                                     std::string &Why) {
  if (T.Index >= Args.size())
    return true; // left to its default: nothing to cast
  std::optional<ArgumentCast> Cast =
      castOf(*Args[T.Index], T, Declared, AST, Why);
  if (!Cast)
    return false;
  if (Cast->Opening.empty())
    return true;
  CharSourceRange Range = fileRange(*Args[T.Index], AST);
  if (Range.isInvalid()) {
    Why = "argument " + std::to_string(T.Index + 1) +
          " is written through a macro";
    return false;
  }
  auto at = [&](SourceLocation Loc) {
    return llvm::find_if(Plan,
                         [&](const Rewrite &R) { return R.Begin == Loc; });
  };
  // After an argument inserted before this one; before the removal of the
  // next one, or the arguments appended after it.
  if (auto Before = at(Range.getBegin());
      Before != Plan.end() && Before->Length == 0)
    Before->Text += Cast->Opening;
  else
    Plan.push_back({Range.getBegin(), 0, Cast->Opening});
  if (auto After = at(Range.getEnd()); After != Plan.end())
    After->Text.insert(0, Cast->Closing);
  else
    Plan.push_back({Range.getEnd(), 0, Cast->Closing});
  return true;
}

} // namespace hipify
