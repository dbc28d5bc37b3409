#include "NumericsLibraryNoteRule.h"
#include "mapping/NumericNotes.h"
#include "output/NumericsFinding.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {
namespace {

const char BuiltinNotes[] =
#include "hipify/NumericNotesText.inc"
    ;

const NumericNotesFile &builtinNotes() {
  // The embedded data is checked by hipify-mapgen at build time.
  static const NumericNotesFile File = [] {
    std::vector<mapgen::MappingDiagnostic> Ignored;
    return parseNumericNotes("numerics.notes", BuiltinNotes, Ignored);
  }();
  return File;
}

} // namespace

void NumericsLibraryNoteRule::registerMatchers(MatchFinder &Finder) {
  std::vector<llvm::StringRef> Names;
  for (const NumericNote &N : builtinNotes().Notes)
    if (N.Rule == name())
      Names.push_back(N.CudaName);
  if (Names.empty())
    return;
  // A call that writes its mode as an enumerator of a type whose values have
  // notes of their own (cublasSetMathMode(h, CUBLAS_DEFAULT_MATH)) is left to
  // that enumerator's note, if any: the function's note is for a mode the
  // code computes.
  auto NotedEnumerator = enumConstantDecl(
      hasDeclContext(enumDecl(has(enumConstantDecl(hasAnyName(Names))))));
  auto WritesANotedMode = callExpr(
      hasAnyArgument(ignoringParenImpCasts(declRefExpr(to(NotedEnumerator)))));
  Finder.addMatcher(declRefExpr(to(namedDecl(hasAnyName(Names))),
                                unless(hasParent(implicitCastExpr(
                                    hasParent(WritesANotedMode)))))
                        .bind("ref"),
                    this);
}

void NumericsLibraryNoteRule::check(const MatchFinder::MatchResult &Result) {
  const auto *Ref = Result.Nodes.getNodeAs<DeclRefExpr>("ref");
  const NamedDecl *Decl = Ref->getDecl();
  std::optional<NumericsKind> Kind = numericsKind(name());
  const NumericNote *Note = builtinNotes().find(Decl->getName());
  if (!Kind || !Note || !Ctx.isCudaLocation(Decl->getLocation()))
    return;
  Ctx.reportNumericsDifference(Ref->getLocation(), *Kind,
                               (Decl->getName() + ": " + Note->Text).str());
}

} // namespace hipify
