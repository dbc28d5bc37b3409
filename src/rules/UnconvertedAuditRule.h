#ifndef HIPIFY_RULES_UNCONVERTEDAUDITRULE_H
#define HIPIFY_RULES_UNCONVERTEDAUDITRULE_H

#include "Rule.h"

namespace hipify {

/// Keeps the promise that every CUDA name in the user's files is converted
/// or reported. It notes the names the AST and the preprocessor prove to be
/// the user's own (declarations, members, macros), then, after every other
/// rule, lexes each user file of the TU: an identifier spelled like a name
/// the tables rename that no edit converted, no rule reported and nothing
/// proved the user's is reported as unconverted, with its location. It notes
/// the inactive branches itself, whichever rules run. Registered last; it
/// cannot be disabled (RuleRegistry).
class UnconvertedAuditRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void finishTranslationUnit() override;

private:
  void handleDeclaration(const clang::NamedDecl &D);
  void auditFile(clang::FileID FID);
};

} // namespace hipify

#endif
