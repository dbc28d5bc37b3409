#ifndef HIPIFY_RULES_PREPROCESSORTOKENRULES_H
#define HIPIFY_RULES_PREPROCESSORTOKENRULES_H

#include "Rule.h"

namespace hipify {

/// Renames CUDA names in the bodies of the user's own `#define`s, once, in
/// the definition (whether or not the macro is ever expanded).
class UserMacroBodyRule : public Rule {
public:
  using Rule::Rule;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
};

/// Notes the `#if` branches the preprocessor skipped, and renames the CUDA
/// names inside them, and their launches with --hip-kernel-execution-syntax
/// (unless --skip-excluded-preprocessor-conditional-blocks without --amap).
class SkippedBlockRule : public Rule {
public:
  using Rule::Rule;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
};

} // namespace hipify

#endif
