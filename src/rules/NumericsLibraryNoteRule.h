#ifndef HIPIFY_RULES_NUMERICSLIBRARYNOTERULE_H
#define HIPIFY_RULES_NUMERICSLIBRARYNOTERULE_H

#include "Rule.h"

namespace hipify {

/// References to the CUDA names mappings/numerics.notes gives to this rule
/// (by its registry name): a GEMM compute type or math mode rocBLAS lacks,
/// cublasSetAtomicsMode. A warning at each, quoting the note: what the HIP
/// library computes instead on AMD GPUs, and the source saying so.
class NumericsLibraryNoteRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
