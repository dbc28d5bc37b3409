//===- LibraryNamespaceRule.h - cub:: -> hipcub:: -------------------------===//
#ifndef HIPIFY_RULES_LIBRARYNAMESPACERULE_H
#define HIPIFY_RULES_LIBRARYNAMESPACERULE_H

#include "Rule.h"

namespace hipify {

/// Renames a CUDA library namespace that has a `namespace` mapping entry
/// (`cub` -> `hipcub`) where the user names it: as the first qualifier of a
/// name (`cub::DeviceReduce`, `::cub::Sum`), in `using namespace cub;` and in
/// `namespace c = cub;`. A qualified name whose own entry is unsupported
/// (`cub::DeviceFor`) keeps its qualifier and is reported; so is every name
/// of a namespace marked unsupported (`cuda::std::span`).
class LibraryNamespaceRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void handleQualifier(clang::NestedNameSpecifierLoc Qualifier);
  /// A reference to \p Namespace spelled at \p NameLoc; \p Member is the
  /// name it qualifies there, if any.
  void handleNamespaceName(const clang::NamespaceDecl &Namespace,
                           clang::SourceLocation NameLoc,
                           llvm::StringRef Member);
};

} // namespace hipify

#endif
