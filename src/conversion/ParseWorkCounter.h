//===- ParseWorkCounter.h - Counts what one TU's parse does -----*- C++ -*-===//
//
// Watches one TU's parse and counts its work (WorkCounters): the function
// bodies of files that are not the user's, parsed or skipped; the tokens
// lexed; the declarations read from the preamble; the matches of each rule.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CONVERSION_PARSEWORKCOUNTER_H
#define HIPIFY_CONVERSION_PARSEWORKCOUNTER_H

#include "frontend/TranslationContext.h"
#include "hipify/WorkCounters.h"
#include "rules/Rule.h"

#include "clang/AST/DeclGroup.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Serialization/ASTDeserializationListener.h"

#include <memory>
#include <vector>

namespace hipify {

class ParseWorkCounter : public clang::ASTDeserializationListener {
public:
  explicit ParseWorkCounter(TranslationContext &Ctx) : Ctx(Ctx) {}

  /// Counts each token \p PP hands on from now on.
  void watchTokens(clang::Preprocessor &PP);
  /// Counts the function bodies of \p Group, parsed in this TU, and of the
  /// declarations it contains (namespaces, classes, templates).
  void countBodies(clang::DeclGroupRef Group);
  void DeclRead(clang::GlobalDeclID, const clang::Decl *) override {
    ++Counts.PreambleDeclarations;
  }

  /// The counts, with each rule's matches and the context's path
  /// resolutions.
  WorkCounters finish(const std::vector<std::unique_ptr<Rule>> &Rules);

private:
  void countBodiesIn(const clang::Decl *D);
  void countBody(const clang::FunctionDecl &F);

  TranslationContext &Ctx;
  WorkCounters Counts;
  /// The file the last token was lexed in, and whether it is the toolkit's.
  clang::FileID LastFile;
  bool LastFileIsToolkit = false;
};

} // namespace hipify

#endif
