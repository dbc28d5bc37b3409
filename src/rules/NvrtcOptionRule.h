#ifndef HIPIFY_RULES_NVRTCOPTIONRULE_H
#define HIPIFY_RULES_NVRTCOPTIONRULE_H

#include "Rule.h"

namespace hipify {

/// Reports the NVIDIA-only options a program passes to the functions whose
/// entry names an options argument (`options=N`: nvrtcCompileProgram's)
/// (`--gpu-architecture=compute_80`, `-use_fast_math`, ...): the `option`
/// entries of the tables, matched as prefixes of each option string written
/// in the call or in the initializer of the array (or container) it passes.
/// hipRTC takes clang's options; what to write instead depends on the
/// user's GPUs, so the strings are reported, not rewritten.
class NvrtcOptionRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void check(const clang::StringLiteral &Option,
             const clang::ast_matchers::MatchFinder::MatchResult &Result);
  std::vector<const MappingEntry *> Options;
};

} // namespace hipify

#endif
