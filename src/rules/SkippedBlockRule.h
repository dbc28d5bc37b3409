//===- SkippedBlockRule.h - CUDA names in #if branches not taken -===//
#ifndef HIPIFY_RULES_SKIPPEDBLOCKRULE_H
#define HIPIFY_RULES_SKIPPEDBLOCKRULE_H

#include "Rule.h"

namespace hipify {

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
