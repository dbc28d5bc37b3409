#ifndef HIPIFY_RULES_WARPSIZE_LANEINDEXRULE_H
#define HIPIFY_RULES_WARPSIZE_LANEINDEXRULE_H

#include "../Rule.h"

namespace hipify {

/// Lane and warp indexes computed for 32-lane warps: `threadIdx.x % 32`,
/// `& 31`, `>> 5`, `/ 32`; a thread or lane index compared with 32;
/// `warpSize == 32`; a shared array of 32 indexed by a lane or warp index.
/// Only reported: the right rewrite depends on what the code meant.
class LaneIndexRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void checkComparison(const clang::BinaryOperator &Op, clang::ASTContext &AST);
  void checkSubscript(const clang::ArraySubscriptExpr &Subscript,
                      clang::ASTContext &AST);
};

} // namespace hipify

#endif
