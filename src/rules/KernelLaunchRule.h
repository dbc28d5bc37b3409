#ifndef HIPIFY_RULES_KERNELLAUNCHRULE_H
#define HIPIFY_RULES_KERNELLAUNCHRULE_H

#include "Rule.h"
#include "SplitKernelLaunch.h"

namespace hipify {

/// `k<<<g, b, s, q>>>(args)` stays as written by default (HIP accepts it).
/// With --hip-kernel-execution-syntax it becomes
/// `hipLaunchKernelGGL(k, dim3(g), dim3(b), s, q, args)`, with 0 for omitted
/// shared-memory/stream arguments and HIP_KERNEL_NAME(...) around kernels
/// that are function templates. Only the glue between the user's
/// expressions is edited, so names inside them are still renamed. A launch
/// written in one macro body is converted in the body, for every expansion;
/// one split between a macro and its invocation, at the invocation.
class KernelLaunchRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void registerPreprocessorCallbacks(clang::Preprocessor &P) override {
    PP = &P;
  }
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  /// Converts the split launches, once the other rules' edits in their
  /// pieces are known.
  void finishTranslationUnit() override;

private:
  void reportLeft(clang::SourceLocation Launch);

  clang::Preprocessor *PP = nullptr;
  std::vector<SplitKernelLaunch> SplitLaunches;
};

} // namespace hipify

#endif
