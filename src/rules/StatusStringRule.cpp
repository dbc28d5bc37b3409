#include "StatusStringRule.h"
#include "../frontend/EditGuard.h"
#include "CudaReferences.h"
#include "StatusStrings.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

/// The names \p T is known by: its typedefs, outermost first, then its
/// enum's (or the typedef naming an anonymous enum).
std::vector<llvm::StringRef> namesOf(QualType T, const ASTContext &AST) {
  std::vector<llvm::StringRef> Names;
  for (QualType Step = T;;) {
    if (const auto *Typedef = dyn_cast<TypedefType>(Step.getTypePtr()))
      Names.push_back(Typedef->getDecl()->getName());
    QualType Next = Step.getSingleStepDesugaredType(AST);
    if (Next == Step)
      break;
    Step = Next;
  }
  if (const auto *Enum = T->getAs<EnumType>()) {
    const EnumDecl *D = Enum->getDecl();
    if (D->getIdentifier())
      Names.push_back(D->getName());
    else if (const TypedefNameDecl *Typedef = D->getTypedefNameForAnonDecl())
      Names.push_back(Typedef->getName());
  }
  return Names;
}

/// The HIP name the tables give the CUDA type \p Name; empty if none.
llvm::StringRef hipTypeName(llvm::StringRef Name, const MappingTable &Table) {
  const MappingEntry *E = Table.lookup(Name, ReferenceKind::Declaration);
  return E ? llvm::StringRef(E->HipName) : llvm::StringRef();
}

/// The library status type of the list \p Arg has, once explicit casts are
/// stripped: by name, or by the HIP type both names become
/// (`curandStatus` and `curandStatus_t`).
const StatusType *statusTypeOf(const Expr &Arg, const ASTContext &AST,
                               const MappingTable &Table) {
  if (Arg.isTypeDependent())
    return nullptr;
  for (llvm::StringRef Name : namesOf(Arg.getType(), AST))
    for (const StatusType &T : StatusStrings::builtin().statusTypes()) {
      llvm::StringRef Hip = hipTypeName(T.Name, Table);
      if (Name == T.Name || (!Hip.empty() && hipTypeName(Name, Table) == Hip))
        return &T;
    }
  return nullptr;
}

/// \p E without the explicit casts written around it (and parentheses).
const Expr *withoutCasts(const Expr &E) {
  const Expr *Inner = E.IgnoreParenImpCasts();
  while (const auto *Cast = dyn_cast<ExplicitCastExpr>(Inner))
    Inner = Cast->getSubExprAsWritten()->IgnoreParenImpCasts();
  return Inner;
}

} // namespace

void StatusStringRule::registerMatchers(MatchFinder &Finder) {
  matchCudaCalls(
      Finder, Ctx.table(),
      [](const MappingEntry &E) {
        return StatusStrings::builtin().columnOf(E.CudaName) >= 0;
      },
      this);
}

void StatusStringRule::check(const MatchFinder::MatchResult &Result) {
  std::optional<CudaCallee> Callee = userCudaCallee(Result, Ctx);
  if (!Callee)
    return;
  int Column = StatusStrings::builtin().columnOf(Callee->Name);
  const MappingEntry *Entry =
      Ctx.table().lookup(Callee->Name, ReferenceKind::Declaration);
  if (Column < 0 || !Entry)
    return;
  Ctx.noteCudaUse(Callee->NameLoc);
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  const StatusType *Status = Call->getNumArgs() == 1
                                 ? statusTypeOf(*withoutCasts(*Call->getArg(0)),
                                                *Result.Context, Ctx.table())
                                 : nullptr;
  if (!Status) {
    Ctx.recordReference(Callee->NameLoc, *Entry, EditOrigin::Proven);
    return;
  }
  const RuntimeErrorFunction &Runtime =
      StatusStrings::builtin().runtimeFunctions()[Column];
  llvm::StringRef HipStatus = hipTypeName(Status->Name, Ctx.table());
  llvm::StringRef CudaFunction = Status->Functions[Column];
  const MappingEntry *Library =
      CudaFunction.empty()
          ? nullptr
          : Ctx.table().lookup(CudaFunction, ReferenceKind::Declaration);
  std::string Prefix = "'" + Callee->Name.str() + "' of a " + Status->Name;
  // Converted as any call, the output compiles as CUDA's did; the warning
  // says the text is the runtime's.
  auto KeepRuntimeFunction = [&](const std::string &Why) {
    if (Ctx.recordReference(Callee->NameLoc, *Entry, EditOrigin::Proven))
      Ctx.warn(Callee->NameLoc, Prefix + ": " + Why + "; '" + Entry->HipName +
                                    "' gives the text of the hipError_t of "
                                    "the same value");
  };
  if (!Library || Library->HipName[0] == 0 ||
      !Library->isConvertible(Ctx.options().Table.Experimental))
    return KeepRuntimeFunction("HIP has no " + Runtime.What + " function for " +
                               HipStatus.str());
  std::vector<PlannedEdit> Removals;
  std::string Why = planCastRemoval(*Call, Removals);
  if (Why.empty())
    Why = whyEditsRefused(Ctx, Removals);
  if (!Why.empty())
    return KeepRuntimeFunction("'" + std::string(Library->HipName) +
                               "' is not written, since " + Why);
  if (!Ctx.recordReference(Callee->NameLoc, *Entry, EditOrigin::Proven,
                           Library->HipName))
    return;
  for (PlannedEdit &R : Removals)
    Ctx.rewriteRange(R.FileLoc, R.Length, std::move(R.Replacement));
  Ctx.warn(
      Callee->NameLoc,
      Prefix + " is '" + Library->HipName + "', " + HipStatus + "'s own " +
          Runtime.What + " function (for '" + CudaFunction + "')" +
          (Removals.empty() ? "" : "; the cast of its argument is dropped"));
}

std::string StatusStringRule::planCastRemoval(const CallExpr &Call,
                                              std::vector<PlannedEdit> &Plan) {
  const SourceManager &SM = Ctx.sourceManager();
  if (Call.getCallee()->getExprLoc().isMacroID())
    return "the function's name is written by a macro";
  const Expr &Arg = *Call.getArg(0)->IgnoreParenImpCasts();
  const Expr &Status = *withoutCasts(Arg);
  if (&Status == &Arg)
    return "";
  auto FileRange = [&](const Expr &E) {
    return Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(E.getSourceRange()), SM,
        Ctx.langOptions());
  };
  CharSourceRange Outer = FileRange(Arg), Inner = FileRange(Status);
  if (Outer.isInvalid() || Inner.isInvalid())
    return "the argument is written through a macro";
  auto Offset = [&](SourceLocation L) { return SM.getFileOffset(L); };
  // What comes before the status, and after it (`)` of a C++ cast).
  Plan.push_back({Outer.getBegin(),
                  Offset(Inner.getBegin()) - Offset(Outer.getBegin()), ""});
  if (unsigned After = Offset(Outer.getEnd()) - Offset(Inner.getEnd()))
    Plan.push_back({Inner.getEnd(), After, ""});
  return "";
}

} // namespace hipify
