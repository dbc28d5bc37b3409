#include "ParseWorkCounter.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/PreprocessorLexer.h"

using namespace clang;

namespace hipify {

void ParseWorkCounter::watchTokens(Preprocessor &PP) {
  PP.setTokenWatcher([this, &PP](const Token &) {
    ++Counts.Tokens;
    // Tokens come in long runs from one file: it is classified when it
    // changes.
    PreprocessorLexer *Lexer = PP.getCurrentFileLexer();
    FileID File = Lexer ? Lexer->getFileID() : FileID();
    if (File != LastFile) {
      LastFile = File;
      LastFileIsToolkit =
          File.isValid() &&
          Ctx.isCudaToolkitLocation(
              Ctx.sourceManager().getLocForStartOfFile(File));
    }
    Counts.ToolkitTokens += LastFileIsToolkit;
  });
}

void ParseWorkCounter::countBodies(DeclGroupRef Group) {
  for (const Decl *D : Group)
    countBodiesIn(D);
}

void ParseWorkCounter::countBodiesIn(const Decl *D) {
  if (const auto *Template = dyn_cast<TemplateDecl>(D))
    D = Template->getTemplatedDecl();
  if (!D)
    return;
  if (const auto *F = dyn_cast<FunctionDecl>(D)) {
    countBody(*F);
    return;
  }
  // Where declarations nest; a function's locals have bodies only where the
  // function's own was parsed.
  if (!isa<NamespaceDecl, LinkageSpecDecl, ExportDecl, RecordDecl>(D))
    return;
  for (const Decl *Member : cast<DeclContext>(D)->decls())
    countBodiesIn(Member);
}

void ParseWorkCounter::countBody(const FunctionDecl &F) {
  SourceLocation Loc = F.getLocation();
  if (Loc.isInvalid() || Ctx.isUserLocation(Loc) ||
      Ctx.isUserLocation(Ctx.sourceManager().getExpansionLoc(Loc)))
    return;
  if (F.hasSkippedBody()) {
    ++Counts.ForeignBodiesSkipped;
    return;
  }
  if (!F.doesThisDeclarationHaveABody() || F.isDefaulted() || F.isDeleted())
    return;
  // clang parses these whatever the consumer asks (Sema::canSkipFunctionBody).
  if (F.isConstexpr() || F.getReturnType()->getContainedDeducedType()) {
    ++Counts.ForeignBodiesNeeded;
    return;
  }
  ++Counts.ForeignBodiesSkippable;
  Counts.ToolkitBodiesSkippable += Ctx.isCudaToolkitLocation(Loc);
}

WorkCounters
ParseWorkCounter::finish(const std::vector<std::unique_ptr<Rule>> &Rules) {
  WorkCounters Result = Counts;
  Result.PathResolutions = Ctx.pathResolutions();
  for (const auto &R : Rules)
    Result.MatchesByRule.emplace_back(R->name().str(), R->matches());
  return Result;
}

} // namespace hipify
