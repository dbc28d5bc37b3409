#include "DisabledRule.h"
#include "../frontend/RawLexing.h"

using namespace clang;

namespace hipify {

DisabledRule::DisabledRule(TranslationContext &Ctx,
                           std::unique_ptr<TranslationContext> Own,
                           std::unique_ptr<Rule> Inner, std::string Why)
    : Rule(Ctx), Own(std::move(Own)), Inner(std::move(Inner)),
      Why(std::move(Why)) {}

void DisabledRule::registerMatchers(ast_matchers::MatchFinder &Finder) {
  Inner->registerMatchers(Finder);
}

void DisabledRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  Inner->registerPreprocessorCallbacks(PP);
}

void DisabledRule::finishTranslationUnit() {
  {
    auto Speaking = Inner->speaking();
    Inner->finishTranslationUnit();
  }
  for (FileID FID : Ctx.userFiles()) {
    adoptUserNames(FID);
    reportWouldBeChanges(FID);
  }
}

// The names it proved the user's hold whether it converts or not: the audit
// must not report them.
void DisabledRule::adoptUserNames(FileID FID) {
  SourceManager &SM = Ctx.sourceManager();
  llvm::StringRef Buffer = SM.getBufferData(FID);
  Lexer Lex(SM.getLocForStartOfFile(FID), Ctx.langOptions(), Buffer.begin(),
            Buffer.begin(), Buffer.end());
  Token Tok;
  while (nextRawToken(Lex, Tok))
    if (Tok.is(tok::raw_identifier) && Own->isUserName(Tok.getLocation()))
      Ctx.noteUserName(Tok.getLocation());
}

void DisabledRule::reportWouldBeChanges(FileID FID) {
  SourceLocation Start = Ctx.sourceManager().getLocForStartOfFile(FID);
  const EditSet &Would = Own->editsFor(FID);
  const EditSet &Made = Ctx.editsFor(FID);
  llvm::DenseSet<unsigned> Reported;
  for (const UnconvertedReference &U : Made.unconverted())
    Reported.insert(U.Offset);
  for (const UnconvertedReference &U : Would.unconverted())
    if (Reported.insert(U.Offset).second)
      Ctx.reportUnconverted(Start.getLocWithOffset(U.Offset), U.Reference,
                            U.Reason);
  for (const Edit &E : Would.edits()) {
    // Another rule converted it, or reported it, already.
    if (Made.replacementAt(E.Offset) || Reported.count(E.Offset))
      continue;
    SourceLocation Loc = Start.getLocWithOffset(E.Offset);
    if (E.Reference) {
      Reported.insert(E.Offset);
      Ctx.reportUnconverted(Loc, *E.Reference, "left as written: " + Why);
    } else {
      Ctx.warn(Loc, "not rewritten: " + Why);
    }
  }
}

} // namespace hipify
