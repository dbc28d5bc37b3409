#include "NumericsLibraryNoteRule.h"
#include "mapping/NumericNotes.h"

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
  if (!Names.empty())
    Finder.addMatcher(declRefExpr(to(namedDecl(hasAnyName(Names)))).bind("ref"),
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
