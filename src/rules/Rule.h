//===- Rule.h - One family of CUDA -> HIP transformations -----------------===//
//
// A rule looks at the AST (through matchers) and/or the preprocessor (through
// callbacks) and emits edits into the TranslationContext. It never writes
// files or counts statistics itself. Each rule has a stable name, given by
// the registry (RuleRegistry.cpp), which findings, --time-report, SARIF and
// --rules-enable/--rules-disable use.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_RULE_H
#define HIPIFY_RULES_RULE_H

#include "../frontend/TranslationContext.h"

#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Preprocessor.h"
#include <memory>
#include <vector>

namespace hipify {

class Rule : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit Rule(TranslationContext &Ctx) : Ctx(Ctx) {}

  virtual void registerMatchers(clang::ast_matchers::MatchFinder &Finder) {}
  virtual void registerPreprocessorCallbacks(clang::Preprocessor &PP) {}
  /// A match of one of the rule's matchers.
  virtual void check(const clang::ast_matchers::MatchFinder::MatchResult &) {}
  /// Called after the AST has been matched.
  virtual void finishTranslationUnit() {}

  /// Findings made while the match is handled are the rule's.
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) final {
    TranslationContext::RuleScope Speaking(Ctx, Name);
    ++Matches;
    check(Result);
  }
  /// How many matches the rule has handled (--time-report's work counts).
  uint64_t matches() const { return Matches; }
  /// The rule's name: --time-report's matcher profile is kept by it.
  llvm::StringRef getID() const final { return Name; }
  llvm::StringRef name() const { return Name; }
  /// For the rule's preprocessor callbacks: what they record while it lives
  /// is the rule's.
  TranslationContext::RuleScope speaking() const { return {Ctx, Name}; }

protected:
  TranslationContext &Ctx;

private:
  friend std::vector<std::unique_ptr<Rule>>
  createRules(TranslationContext &Ctx);
  llvm::StringRef Name;
  uint64_t Matches = 0;
};

/// Every rule the options enable, in the order they see the translation unit.
std::vector<std::unique_ptr<Rule>> createRules(TranslationContext &Ctx);

} // namespace hipify

#endif
