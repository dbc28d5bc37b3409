//===- ArgumentTransformRule.cpp - Calls whose HIP signature differs ------===//
#include "ArgumentTransformRule.h"
#include "../frontend/EditGuard.h"
#include "CudaReferences.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

/// What a memory location argument is made of, when the call shows it.
struct Location {
  /// The device number its type stands for (`location-device=`): a member
  /// of the location, or a HIP name; empty: none that HIP has.
  LocationDevice Device;
  const Expr *Member = nullptr; ///< that member; null: zero-initialized
};

LocationDevice locationDevice(const Expr *Type, const MappingTable &Table) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Type->IgnoreParenImpCasts());
  const auto *Enumerator =
      Ref ? dyn_cast<EnumConstantDecl>(Ref->getDecl()) : nullptr;
  const MappingEntry *Entry =
      Enumerator
          ? Table.lookup(Enumerator->getName(), ReferenceKind::Declaration)
          : nullptr;
  return Entry ? Entry->DeviceOfLocation : LocationDevice();
}

/// `{type, id}`, `cudaMemLocation{type, id}`, `(cudaMemLocation){type, id}`.
const InitListExpr *bracedLocation(const Expr *E) {
  E = E->IgnoreUnlessSpelledInSource()->IgnoreParens();
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
    E = Cast->getSubExpr()->IgnoreImplicit();
  if (const auto *Literal = dyn_cast<CompoundLiteralExpr>(E))
    E = Literal->getInitializer()->IgnoreImplicit();
  return dyn_cast<InitListExpr>(E);
}

/// The location's type is its first member.
std::optional<Location> locationOf(const InitListExpr &Init,
                                   const MappingTable &Table) {
  const InitListExpr *Semantic =
      Init.isSemanticForm() ? &Init : Init.getSemanticForm();
  if (!Semantic)
    Semantic = &Init;
  if (Semantic->getNumInits() == 0)
    return std::nullopt;
  Location L;
  L.Device = locationDevice(Semantic->getInit(0), Table);
  if (!L.Device.OfMember)
    return L;
  llvm::StringRef Member = L.Device.Name;
  const RecordDecl *Record = Semantic->getType()->getAsRecordDecl();
  if (!Record)
    return std::nullopt;
  const FieldDecl *Named = nullptr;
  for (const FieldDecl *Field : Record->fields())
    if (Field->getName() == Member)
      Named = Field;
  if (!Named)
    return std::nullopt;
  unsigned Index = Named->getFieldIndex();
  if (Index < Semantic->getNumInits() &&
      !isa<ImplicitValueInitExpr>(Semantic->getInit(Index)))
    L.Member = Semantic->getInit(Index);
  return L;
}

} // namespace

bool isEnumeratorValue(const Expr &Arg, llvm::StringRef Name, ASTContext &AST) {
  const Expr *E = Arg.IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *Enumerator = dyn_cast<EnumConstantDecl>(Ref->getDecl()))
      return Enumerator->getName() == Name;
  const auto *Enum = E->getType()->getAs<EnumType>();
  Expr::EvalResult Value;
  if (!Enum || E->isValueDependent() || !E->EvaluateAsInt(Value, AST))
    return false;
  for (const EnumConstantDecl *Enumerator :
       Enum->getDecl()->getDefinitionOrSelf()->enumerators())
    if (Enumerator->getName() == Name)
      return llvm::APSInt::isSameValue(Enumerator->getInitVal(),
                                       Value.Val.getInt());
  return false;
}

bool meetsRequirement(const Expr &Arg, const ArgumentTransform &T,
                      ASTContext &AST) {
  using Requirement = ArgumentTransform::Requirement;
  switch (T.Required) {
  case Requirement::Any:
  case Requirement::None:
    return true;
  case Requirement::NullPointer:
    return Arg.isNullPointerConstant(AST, Expr::NPC_ValueDependentIsNotNull) !=
           Expr::NPCK_NotNull;
  case Requirement::Enumerator:
    return isEnumeratorValue(Arg, T.Text, AST);
  case Requirement::Zero:
    break;
  }
  Expr::EvalResult Value;
  return !Arg.isValueDependent() && Arg.EvaluateAsInt(Value, AST) &&
         Value.Val.getInt() == 0;
}

bool dropRefused(const Expr &Arg, const ArgumentTransform &T, ASTContext &AST,
                 bool NumericsStrict) {
  // A value that differs from the one HIP assumes only on special values
  // (NaN) is dropped: the numerics rule the data names says so.
  return !meetsRequirement(Arg, T, AST) &&
         (T.DiffersOnSpecialValues.empty() || NumericsStrict);
}

std::string requirementFailure(const ArgumentTransform &T) {
  std::string Position = "argument " + std::to_string(T.Index + 1);
  if (T.Required == ArgumentTransform::Requirement::Enumerator)
    return Position + " is not " + T.Text.str() + ", the only value HIP takes";
  return Position + " is " +
         (T.Required == ArgumentTransform::Requirement::NullPointer
              ? "a non-null"
              : "a non-zero") +
         " value HIP has no parameter for";
}

void ArgumentTransformRule::registerMatchers(MatchFinder &Finder) {
  matchCudaCalls(
      Finder, Ctx.table(),
      [](const MappingEntry &E) { return !E.ArgumentTransforms.empty(); },
      this);
}

CharSourceRange ArgumentTransformRule::fileRange(const Expr &E,
                                                 ASTContext &AST) const {
  return Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E.getSourceRange()),
      AST.getSourceManager(), AST.getLangOpts());
}

void ArgumentTransformRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  std::optional<CudaCallee> Callee =
      cudaCalleeOf(*Call, Result.Nodes.getNodeAs<FunctionDecl>("callee"),
                   Result.Nodes.getNodeAs<UnresolvedLookupExpr>("set"), Ctx);
  if (!Callee)
    return;
  llvm::StringRef Name = Callee->Name;
  SourceLocation NameLoc = Callee->NameLoc;
  const MappingEntry *Entry =
      Ctx.table().lookup(Name, ReferenceKind::Declaration);
  if (!Entry || Entry->ArgumentTransforms.empty() ||
      !Ctx.isUserLocation(NameLoc))
    return;

  // Also for a call a template leaves unresolved: a C function has one
  // declaration.
  const auto *Set = Result.Nodes.getNodeAs<UnresolvedLookupExpr>("set");
  const FunctionDecl *Declared =
      Callee->Resolved ? Callee->Resolved
      : Set && Set->getNumDecls() == 1
          ? dyn_cast<FunctionDecl>((*Set->decls_begin())->getUnderlyingDecl())
          : nullptr;
  llvm::SmallVector<const Expr *, 8> Args;
  for (const Expr *Arg : Call->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Args.push_back(Arg);
  std::vector<Rewrite> Plan;
  std::string Why;
  llvm::ArrayRef<ArgumentTransform> Transforms = Entry->ArgumentTransforms;
  bool Planned =
      llvm::any_of(Transforms, std::mem_fn(&ArgumentTransform::rebuildsList))
          ? planRebuiltList(Transforms, Args, Declared, *Result.Context, Plan,
                            Why)
          : llvm::all_of(Transforms,
                         [&](const ArgumentTransform &T) {
                           return T.What == ArgumentTransform::Kind::Cast ||
                                  planTransform(T, Args, *Result.Context, Plan,
                                                Why);
                         }) &&
                llvm::all_of(Transforms, [&](const ArgumentTransform &T) {
                  return T.What != ArgumentTransform::Kind::Cast ||
                         planCast(T, Args, Declared, *Result.Context, Plan,
                                  Why);
                });
  if (Planned && !Plan.empty()) {
    Why = whyPlanLosesCode(*Call, Plan, *Result.Context);
    Planned = Why.empty();
  }
  if (!Planned) {
    std::string Reason = "takes other arguments in HIP, and " + Why +
                         "; the call is left as written";
    if (*Entry->Advice)
      Reason += std::string("; instead: ") + Entry->Advice;
    reportUnresolvedReference(Ctx, Name, NameLoc, Reason);
    return;
  }
  Ctx.noteCudaUse(NameLoc);
  // The arguments change only with the name (not, say, where the target HIP
  // version lacks the function).
  if (!Ctx.recordReference(NameLoc, *Entry, EditOrigin::Proven,
                           Entry->hipNameForCall(Args.size())))
    return;
  for (Rewrite &R : Plan)
    Ctx.rewriteRange(R.Begin, R.Length, std::move(R.Text));
  // What converting the call alone cannot do (MIOpen's find step).
  if (*Entry->ByHand)
    Ctx.warn(NameLoc,
             Name + " is converted; by hand: " + Entry->ByHand + " [by-hand]");
}

std::string ArgumentTransformRule::whyPlanLosesCode(
    const CallExpr &Call, llvm::ArrayRef<Rewrite> Plan, ASTContext &AST) {
  // The rewrites are planned from the arguments the parse saw: a directive
  // among them hides others. Each rewrite is asked of the guard before any
  // is made, so that the call is converted whole or not at all.
  std::string Why = whyRebuildRefused(Ctx, fileRange(Call, AST));
  for (const Rewrite &R : Plan)
    if (Why.empty())
      Why = whyEditRefused(Ctx, R.Begin, R.Length, R.Text);
  return Why;
}

bool ArgumentTransformRule::planTransform(const ArgumentTransform &T,
                                          llvm::ArrayRef<const Expr *> Args,
                                          ASTContext &AST,
                                          std::vector<Rewrite> &Plan,
                                          std::string &Why) {
  if (T.What == ArgumentTransform::Kind::Insert ||
      T.What == ArgumentTransform::Kind::WriteDefault)
    return planNewArgument(T, Args, AST, Plan, Why);
  if (T.Index >= Args.size())
    return true; // left to its default: nothing to change
  const Expr &Arg = *Args[T.Index];
  CharSourceRange Range = fileRange(Arg, AST);
  if (Range.isInvalid()) {
    Why = "argument " + std::to_string(T.Index + 1) +
          " is written through a macro";
    return false;
  }
  const SourceManager &SM = AST.getSourceManager();
  if (T.What == ArgumentTransform::Kind::DeviceOfLocation)
    return planDeviceOfLocation(Arg, Range, AST, Plan, Why);

  if (dropRefused(Arg, T, AST, Ctx.options().NumericsStrict)) {
    Why = requirementFailure(T);
    return false;
  }
  // The argument goes with the comma before it (the one after it, first).
  SourceLocation From = Range.getBegin(), To = Range.getEnd();
  if (T.Index > 0) {
    CharSourceRange Before = fileRange(*Args[T.Index - 1], AST);
    if (Before.isInvalid()) {
      Why =
          "argument " + std::to_string(T.Index) + " is written through a macro";
      return false;
    }
    From = Before.getEnd();
  } else if (Args.size() > 1) {
    To = fileRange(*Args[1], AST).getBegin();
  }
  Plan.push_back(
      {From, SM.getFileOffset(To) - SM.getFileOffset(From), std::string()});
  return true;
}

bool ArgumentTransformRule::planNewArgument(const ArgumentTransform &T,
                                            llvm::ArrayRef<const Expr *> Args,
                                            ASTContext &AST,
                                            std::vector<Rewrite> &Plan,
                                            std::string &Why) {
  bool Written = T.Index < Args.size();
  if (T.What == ArgumentTransform::Kind::WriteDefault && Written)
    return true;
  // Before the argument it precedes, or after the last one.
  const Expr *Neighbour =
      Written ? Args[T.Index] : (Args.empty() ? nullptr : Args.back());
  CharSourceRange Range =
      Neighbour ? fileRange(*Neighbour, AST) : CharSourceRange();
  // Consecutive trailing defaults (`default=5:0 default=6:0`) extend one
  // rewrite after the last argument.
  Rewrite *After = nullptr;
  if (!Written && !Plan.empty() && Plan.back().Appended)
    After = &Plan.back();
  // Several insertions one past the last argument follow each other.
  unsigned Supplied = Args.size() + (After ? After->Appended : 0);
  bool Trailing = T.What == ArgumentTransform::Kind::Insert
                      ? T.Index == Args.size()
                      : T.Index == Supplied;
  if (!Written && (Args.empty() || !Trailing)) {
    Why = "argument " + std::to_string(T.Index) + " is left to its default";
    return false;
  }
  if (Range.isInvalid()) {
    Why = "argument " + std::to_string(Written ? T.Index + 1 : T.Index) +
          " is written through a macro";
    return false;
  }
  if (Written)
    Plan.push_back({Range.getBegin(), 0, T.Text.str() + ", "});
  else if (After) {
    After->Text += ", " + T.Text.str();
    ++After->Appended;
  } else {
    Plan.push_back({Range.getEnd(), 0, ", " + T.Text.str(), 1});
  }
  return true;
}

bool ArgumentTransformRule::planDeviceOfLocation(const Expr &Arg,
                                                 CharSourceRange Range,
                                                 ASTContext &AST,
                                                 std::vector<Rewrite> &Plan,
                                                 std::string &Why) {
  const SourceManager &SM = AST.getSourceManager();
  unsigned Length =
      SM.getFileOffset(Range.getEnd()) - SM.getFileOffset(Range.getBegin());
  std::optional<Location> L;
  bool ThroughVariable = false;
  if (const InitListExpr *Init = bracedLocation(&Arg)) {
    L = locationOf(*Init, Ctx.table());
  } else if (const auto *Ref = dyn_cast<DeclRefExpr>(
                 Arg.IgnoreUnlessSpelledInSource()->IgnoreParens())) {
    // A variable initialized in view and never changed since.
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    const auto *Function =
        Var ? dyn_cast_or_null<FunctionDecl>(Var->getDeclContext()) : nullptr;
    const InitListExpr *Init =
        Var && Var->getInit() ? bracedLocation(Var->getInit()) : nullptr;
    if (Init && Function && Function->getBody() &&
        !ExprMutationAnalyzer(*Function->getBody(), AST).isMutated(Var)) {
      L = locationOf(*Init, Ctx.table());
      ThroughVariable = true;
    }
  }
  if (!L || !*L->Device.Name) {
    Why = "its memory location is not built where the call shows it (HIP "
          "takes a device number)";
    return false;
  }
  if (!L->Device.OfMember) {
    Plan.push_back({Range.getBegin(), Length, L->Device.Name});
    return true;
  }
  if (!L->Member) {
    Plan.push_back({Range.getBegin(), Length, "0"});
    return true;
  }
  if (ThroughVariable) {
    Plan.push_back({Range.getEnd(), 0, std::string(".") + L->Device.Name});
    return true;
  }
  // Keep the member's expression where it is written: names in it are
  // renamed by the other rules.
  CharSourceRange Id = fileRange(*L->Member, AST);
  if (Id.isInvalid()) {
    Why = "its device id is written through a macro";
    return false;
  }
  Plan.push_back(
      {Range.getBegin(),
       SM.getFileOffset(Id.getBegin()) - SM.getFileOffset(Range.getBegin()),
       std::string()});
  Plan.push_back(
      {Id.getEnd(),
       SM.getFileOffset(Range.getEnd()) - SM.getFileOffset(Id.getEnd()),
       std::string()});
  return true;
}

} // namespace hipify
