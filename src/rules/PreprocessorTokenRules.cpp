#include "PreprocessorTokenRules.h"
#include "InactiveKernelLaunches.h"
#include "TokenLevelRenamer.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"

using namespace clang;

namespace hipify {
namespace {

class UserMacroBodyCallbacks : public PPCallbacks {
public:
  explicit UserMacroBodyCallbacks(TranslationContext &Ctx) : Ctx(Ctx) {}

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const MacroInfo *MI = MD->getMacroInfo();
    if (!MI || !Ctx.isUserLocation(MI->getDefinitionLoc()))
      return;
    for (const Token &Tok : MI->tokens()) {
      const IdentifierInfo *II = Tok.getIdentifierInfo();
      if (!II || llvm::is_contained(MI->params(), II))
        continue;
      renameTokenByName(Ctx, II->getName(), Tok.getLocation());
    }
  }

private:
  TranslationContext &Ctx;
};

class SkippedBlockCallbacks : public PPCallbacks {
public:
  explicit SkippedBlockCallbacks(TranslationContext &Ctx) : Ctx(Ctx) {}

  void SourceRangeSkipped(SourceRange Range, SourceLocation EndifLoc) override {
    if (!Ctx.isUserLocation(Range.getBegin()))
      return;
    Ctx.noteSkippedRange(Range);
    if (!Ctx.options().ConvertSkippedBlocks)
      return;
    renameTokensInRange(Ctx, Range.getBegin(), Range.getEnd());
    if (Ctx.options().HipKernelExecutionSyntax)
      rewriteKernelLaunchesInRange(Ctx, Range.getBegin(), Range.getEnd());
  }

private:
  TranslationContext &Ctx;
};

} // namespace

void UserMacroBodyRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<UserMacroBodyCallbacks>(Ctx));
}

void SkippedBlockRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<SkippedBlockCallbacks>(Ctx));
}

} // namespace hipify
