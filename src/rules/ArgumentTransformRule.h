#ifndef HIPIFY_RULES_ARGUMENTTRANSFORMRULE_H
#define HIPIFY_RULES_ARGUMENTTRANSFORMRULE_H

#include "Rule.h"

#include "hipify/ArgumentTransform.h"

namespace hipify {

/// Converts the calls of functions whose HIP signature differs, as the
/// tables describe it (`drop=`, `device=`, `insert=`, `default=` extras): CUDA
/// 13's edge-data arguments of the graph APIs are dropped when null, a
/// cudaMemLocation becomes the device id HIP takes. A call that cannot be
/// converted so (edge data given, a location not known at the call) is left
/// whole and reported — never half converted.
class ArgumentTransformRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  struct Rewrite {
    clang::SourceLocation Begin;
    unsigned Length;
    std::string Text;
    /// The arguments it appends after the last one.
    unsigned Appended = 0;
  };
  /// The rewrites of \p T on \p Args, or why there are none.
  bool planTransform(const ArgumentTransform &T,
                     llvm::ArrayRef<const clang::Expr *> Args,
                     clang::ASTContext &AST, std::vector<Rewrite> &Plan,
                     std::string &Why);
  bool planNewArgument(const ArgumentTransform &T,
                       llvm::ArrayRef<const clang::Expr *> Args,
                       clang::ASTContext &AST, std::vector<Rewrite> &Plan,
                       std::string &Why);
  bool planDeviceOfLocation(const clang::Expr &Arg,
                            clang::CharSourceRange Range,
                            clang::ASTContext &AST, std::vector<Rewrite> &Plan,
                            std::string &Why);
  clang::CharSourceRange fileRange(const clang::Expr &E,
                                   clang::ASTContext &AST) const;
};

} // namespace hipify

#endif
