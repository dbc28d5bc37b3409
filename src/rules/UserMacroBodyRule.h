//===- UserMacroBodyRule.h - CUDA names in the user's #define bodies -===//
#ifndef HIPIFY_RULES_USERMACROBODYRULE_H
#define HIPIFY_RULES_USERMACROBODYRULE_H

#include "Rule.h"

namespace hipify {

/// Renames CUDA names in the bodies of the user's own `#define`s, once, in
/// the definition (whether or not the macro is ever expanded).
class UserMacroBodyRule : public Rule {
public:
  using Rule::Rule;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
};

} // namespace hipify

#endif
