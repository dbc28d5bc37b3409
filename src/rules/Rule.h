//===- Rule.h - One family of CUDA -> HIP transformations -----------------===//
//
// A rule looks at the AST (through matchers) and/or the preprocessor (through
// callbacks) and emits edits into the TranslationContext. It never writes
// files or counts statistics itself.
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
  /// Called after the AST has been matched.
  virtual void finishTranslationUnit() {}

  void run(const clang::ast_matchers::MatchFinder::MatchResult &) override {}
  /// The phase of --time-report the rule's work counts for.
  llvm::StringRef getID() const override { return "rules"; }

protected:
  TranslationContext &Ctx;
};

/// Every rule, in the order they see the translation unit.
std::vector<std::unique_ptr<Rule>> createRules(TranslationContext &Ctx);

} // namespace hipify

#endif
