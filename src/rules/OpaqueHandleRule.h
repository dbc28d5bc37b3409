#ifndef HIPIFY_RULES_OPAQUEHANDLERULE_H
#define HIPIFY_RULES_OPAQUEHANDLERULE_H

#include "Rule.h"

namespace hipify {

/// The handles CUDA makes integers and HIP pointers (`handle=pointer` in
/// mappings/: cudaTextureObject_t and cudaSurfaceObject_t are `unsigned long
/// long`, hipTextureObject_t is `struct __hip_texture *`). A handle read as
/// an integer (an operand of arithmetic, bitwise or shift operators,
/// compared with an integer, cast or converted to another arithmetic type,
/// stored, passed or returned where an integer is expected) does not
/// compile in HIP: it is cast, `reinterpret_cast<unsigned long long>(o)`,
/// which is what CUDA's value was, and reported. A handle changed in place
/// (`++o`, `o += 1`) and an integer stored into a handle are reported.
class OpaqueHandleRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  void checkHandleRead(const clang::Expr &Handle, clang::ASTContext &AST);
  void checkStoredInteger(const clang::Expr &Value, clang::QualType Into,
                          clang::ASTContext &AST);
  /// The entry of the handle type \p T names, if it is one.
  const MappingEntry *handleEntry(clang::QualType T);

  std::vector<llvm::StringRef> Handles;
};

} // namespace hipify

#endif
