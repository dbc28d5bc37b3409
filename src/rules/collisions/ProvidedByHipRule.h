#ifndef HIPIFY_RULES_COLLISIONS_PROVIDEDBYHIPRULE_H
#define HIPIFY_RULES_COLLISIONS_PROVIDEDBYHIPRULE_H

#include "../Rule.h"
#include "llvm/ADT/StringSet.h"

namespace hipify {

struct HipDeclaration;

/// The user's definitions of global functions and operators that HIP's
/// headers declare too (mappings/hip-declarations.map) and CUDA's do not:
/// `__device__ double atomicMax(double *, double)` is a redefinition once
/// converted, `float2 operator*(float2, float2)` ties with HIP 6.4's own at
/// every call. With --resolve-collisions a redefinition of a function (not
/// an operator, whose meaning the user may have chosen otherwise: a complex
/// product of float2) is kept from HIP on AMD, which has it, by
/// `#if !defined(__HIP_PLATFORM_AMD__)`; so is, always, a vector operator
/// proven to compute what HIP's does (computesAsHipVectorOperator).
class ProvidedByHipRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

  /// An include written in a user file: the HIP header it becomes is seen
  /// by the converted code.
  void noteInclude(clang::SourceLocation HashLoc, llvm::StringRef FileName);

private:
  /// Whether \p FD now lies between the guard's lines.
  bool guard(const clang::FunctionDecl &FD, const HipDeclaration &Hip);
  llvm::DenseSet<const clang::FunctionDecl *> Seen;
  /// The HIP headers the converted TU includes, the runtime's first.
  llvm::StringSet<> HipHeaders;
};

} // namespace hipify

#endif
