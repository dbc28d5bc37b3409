//===- StatusStringRule.h - Runtime error strings of a library status -----===//
#ifndef HIPIFY_RULES_STATUSSTRINGRULE_H
#define HIPIFY_RULES_STATUSSTRINGRULE_H

#include "../frontend/EditGuard.h"
#include "Rule.h"

namespace hipify {

/// `cudaGetErrorString((cudaError_t)status)` where status is a CUDA
/// library's status (cublasStatus_t...): CUDA's runtime happens to print
/// something, HIP's reads it as a hipError_t. The call becomes the HIP
/// library's own function for that status (hipblasStatusToString), the cast
/// dropped, where mappings/status-strings.map names one and HIP has it;
/// otherwise it is converted as any call and reported. Every call of the
/// runtime functions the list names is this rule's (IdentifierRule leaves
/// them), so that the callee is renamed once.
class StatusStringRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// The edits that drop the explicit casts of the call's argument, in
  /// \p Plan; or why they cannot be made.
  std::string planCastRemoval(const clang::CallExpr &Call,
                              std::vector<PlannedEdit> &Plan);
};

} // namespace hipify

#endif
