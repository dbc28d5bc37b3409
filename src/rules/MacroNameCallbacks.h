//===- MacroNameCallbacks.h - Every place a macro's name is used ----------===//
#ifndef HIPIFY_RULES_MACRONAMECALLBACKS_H
#define HIPIFY_RULES_MACRONAMECALLBACKS_H

#include "clang/Lex/PPCallbacks.h"

namespace hipify {

/// Preprocessor callbacks that hand each use of a macro name to one
/// function: an expansion, or a test for being defined (`defined`, `#ifdef`,
/// `#ifndef`, `#elifdef`, `#elifndef`), where \p MD may hold no macro.
class MacroNameCallbacks : public clang::PPCallbacks {
public:
  virtual void macroNameUsed(const clang::Token &Name,
                             const clang::MacroDefinition &MD,
                             bool TestedForDefinition) = 0;

  void MacroExpands(const clang::Token &Name, const clang::MacroDefinition &MD,
                    clang::SourceRange, const clang::MacroArgs *) override {
    macroNameUsed(Name, MD, false);
  }
  void Defined(const clang::Token &Name, const clang::MacroDefinition &MD,
               clang::SourceRange) override {
    macroNameUsed(Name, MD, true);
  }
  void Ifdef(clang::SourceLocation, const clang::Token &Name,
             const clang::MacroDefinition &MD) override {
    macroNameUsed(Name, MD, true);
  }
  void Ifndef(clang::SourceLocation, const clang::Token &Name,
              const clang::MacroDefinition &MD) override {
    macroNameUsed(Name, MD, true);
  }
  void Elifdef(clang::SourceLocation, const clang::Token &Name,
               const clang::MacroDefinition &MD) override {
    macroNameUsed(Name, MD, true);
  }
  void Elifndef(clang::SourceLocation, const clang::Token &Name,
                const clang::MacroDefinition &MD) override {
    macroNameUsed(Name, MD, true);
  }
};

} // namespace hipify

#endif
