#ifndef HIPIFY_RULES_USERMACRORULE_H
#define HIPIFY_RULES_USERMACRORULE_H

#include "Rule.h"

namespace hipify {

/// Renames, by the user rules of kind `macro`, the user's own macros: the
/// `#define` (and `#undef`) in a user file, and every use the preprocessor
/// resolves to it (expansions, also inside other macros' bodies and
/// arguments, `#ifdef`, `defined`). A test of a name not defined at that
/// point is renamed when a user file of the TU defines that macro.
class UserMacroRule : public Rule {
public:
  using Rule::Rule;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
};

} // namespace hipify

#endif
