//===- MemberCastRule.h - Members HIP declares with another type ----------===//
#ifndef HIPIFY_RULES_MEMBERCASTRULE_H
#define HIPIFY_RULES_MEMBERCASTRULE_H

#include "Rule.h"

namespace hipify {

/// The CUDA types whose data members an older HIP declares with another
/// type (`member-cast=TYPE<X.Y` in mappings/): CUDA's `__half2::x` is a
/// `__half`, HIP 5.2's an `unsigned short`, so `(float)h.x` compiles there
/// and converts the bits as an integer. For a target older than X.Y, each
/// use of such a member becomes `reinterpret_cast<TYPE&>(h.x)` (`const
/// TYPE&` for a const object), which means CUDA's member on every HIP. TYPE
/// is that of the entry of the type the object is spelled with (`half2`:
/// `half`), else of the member's class.
class MemberCastRule : public Rule {
public:
  using Rule::Rule;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void
  check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  /// The entry of the CUDA type \p Type names with a member-cast=.
  const MappingEntry *castingEntry(const clang::NamedDecl &Type);

  std::vector<llvm::StringRef> Classes;
};

} // namespace hipify

#endif
