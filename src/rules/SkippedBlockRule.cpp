#include "SkippedBlockRule.h"
#include "InactiveKernelLaunches.h"
#include "TokenLevelRenamer.h"

#include "clang/Lex/PPCallbacks.h"

using namespace clang;

namespace hipify {
namespace {

class SkippedBlockCallbacks : public PPCallbacks {
public:
  SkippedBlockCallbacks(const Rule &Owner, TranslationContext &Ctx)
      : Owner(Owner), Ctx(Ctx) {}

  void SourceRangeSkipped(SourceRange Range, SourceLocation EndifLoc) override {
    auto Speaking = Owner.speaking();
    if (!Ctx.isUserLocation(Range.getBegin()))
      return;
    // The audit, which always runs, may have noted it already.
    if (!Ctx.isInSkippedRange(Range.getBegin()))
      Ctx.noteSkippedRange(Range);
    if (!Ctx.options().ConvertSkippedBlocks)
      return;
    renameTokensInRange(Ctx, Range.getBegin(), Range.getEnd());
    if (Ctx.options().HipKernelExecutionSyntax)
      rewriteKernelLaunchesInRange(Ctx, Range.getBegin(), Range.getEnd());
  }

private:
  const Rule &Owner;
  TranslationContext &Ctx;
};

} // namespace

void SkippedBlockRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<SkippedBlockCallbacks>(*this, Ctx));
}

} // namespace hipify
