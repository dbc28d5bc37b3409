#ifndef HIPIFY_RULES_ARGUMENTTRANSFORMRULE_H
#define HIPIFY_RULES_ARGUMENTTRANSFORMRULE_H

#include "Rule.h"

#include "mapping/ArgumentTransform.h"

namespace hipify {

/// Converts the calls of functions whose HIP signature differs, as the
/// tables describe it (`drop=`, `device=`, `insert=`, `default=`, `order=`,
/// `map=`, `cast=` extras): CUDA 13's edge-data arguments of the graph APIs are
/// dropped when null, a cudaMemLocation becomes the device id HIP takes, a
/// cuDNN call gets MIOpen's argument order with the layout it assumes dropped.
/// A call that cannot be converted so (edge data given, a location not known at
/// the call, another layout) is left whole and reported — never half converted.
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
  /// Why making \p Plan on \p Call would lose the user's code; empty when
  /// it would not.
  std::string whyPlanLosesCode(const clang::CallExpr &Call,
                               llvm::ArrayRef<Rewrite> Plan,
                               clang::ASTContext &AST);
  /// The rewrites of \p T on \p Args, or why there are none.
  bool planTransform(const ArgumentTransform &T,
                     llvm::ArrayRef<const clang::Expr *> Args,
                     clang::ASTContext &AST, std::vector<Rewrite> &Plan,
                     std::string &Why);
  /// The rewrites of a `cast=` (ArgumentCast.cpp), planned after the
  /// others: an argument inserted before it, or one dropped after it,
  /// shares its rewrite there.
  bool planCast(const ArgumentTransform &T,
                llvm::ArrayRef<const clang::Expr *> Args,
                const clang::FunctionDecl *Declared, clang::ASTContext &AST,
                std::vector<Rewrite> &Plan, std::string &Why);
  bool planNewArgument(const ArgumentTransform &T,
                       llvm::ArrayRef<const clang::Expr *> Args,
                       clang::ASTContext &AST, std::vector<Rewrite> &Plan,
                       std::string &Why);
  /// The call's argument list rewritten as a whole, for transforms that move
  /// or rewrite an argument (RebuiltArgumentList.cpp).
  bool planRebuiltList(llvm::ArrayRef<ArgumentTransform> Transforms,
                       llvm::ArrayRef<const clang::Expr *> Args,
                       const clang::FunctionDecl *Declared,
                       clang::ASTContext &AST, std::vector<Rewrite> &Plan,
                       std::string &Why);
  /// \p Range's text with the CUDA names in it renamed, or why not.
  std::optional<std::string> renamedText(clang::CharSourceRange Range,
                                         clang::ASTContext &AST,
                                         std::string &Why);
  bool planDeviceOfLocation(const clang::Expr &Arg,
                            clang::CharSourceRange Range,
                            clang::ASTContext &AST, std::vector<Rewrite> &Plan,
                            std::string &Why);
  clang::CharSourceRange fileRange(const clang::Expr &E,
                                   clang::ASTContext &AST) const;
};

/// Whether \p Arg is written as a constant equal to the enumerator \p Name
/// of its enum type.
bool isEnumeratorValue(const clang::Expr &Arg, llvm::StringRef Name,
                       clang::ASTContext &AST);

/// Whether \p Arg is written as \p R requires of an argument HIP drops.
bool meetsRequirement(const clang::Expr &Arg, const ArgumentTransform &T,
                      clang::ASTContext &AST);

/// Whether dropping \p Arg by \p T is refused: it is not written as \p T
/// requires, and the difference is not one the data marks as appearing on
/// special values only (`drop=N:ENUMERATOR:numerics-rule`), which
/// \p NumericsStrict refuses too.
bool dropRefused(const clang::Expr &Arg, const ArgumentTransform &T,
                 clang::ASTContext &AST, bool NumericsStrict);

/// Why an argument dropped by \p T cannot be: `is a non-null value`.
std::string requirementFailure(const ArgumentTransform &T);

/// What an argument cast by `cast=` is written between; both empty: it is
/// written as it is (a null pointer).
struct ArgumentCast {
  std::string Opening, Closing;
};

/// How \p Arg is written for \p T, a `cast=`, or why it cannot be (\p Why).
/// \p Declared, the CUDA function (null if unknown), gives the type of an
/// argument a template leaves dependent.
std::optional<ArgumentCast> castOf(const clang::Expr &Arg,
                                   const ArgumentTransform &T,
                                   const clang::FunctionDecl *Declared,
                                   clang::ASTContext &AST, std::string &Why);

} // namespace hipify

#endif
