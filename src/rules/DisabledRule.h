//===- DisabledRule.h - A rule turned off, still accounted for ------------===//
#ifndef HIPIFY_RULES_DISABLEDRULE_H
#define HIPIFY_RULES_DISABLEDRULE_H

#include "Rule.h"

namespace hipify {

/// A rule that --rules-disable (or its own option) turns off. It still runs,
/// on a context of its own whose edits are never written; after it, what it
/// would have converted is reported as left as written "because rule X is
/// disabled", and what it would have reported is reported. So turning a
/// rule off stops its conversions, never the account of the CUDA
/// references in the user's files: --print-stats counts them as
/// unconverted and --fail-on-unconverted fails. The checks it would have
/// made that concern no CUDA reference (warp-size hazards, collisions) are
/// not made; the statistics say so.
class DisabledRule : public Rule {
public:
  /// \p Own is the context \p Inner was made with: a copy of \p Ctx made
  /// before the TU is read, sharing its source manager.
  DisabledRule(TranslationContext &Ctx, std::unique_ptr<TranslationContext> Own,
               std::unique_ptr<Rule> Inner, std::string Why);

  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
  void finishTranslationUnit() override;

private:
  void adoptUserNames(clang::FileID FID);
  void reportWouldBeChanges(clang::FileID FID);

  std::unique_ptr<TranslationContext> Own;
  std::unique_ptr<Rule> Inner;
  /// "rule identifier is disabled", and by which option.
  std::string Why;
};

} // namespace hipify

#endif
