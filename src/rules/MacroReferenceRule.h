#ifndef HIPIFY_RULES_MACROREFERENCERULE_H
#define HIPIFY_RULES_MACROREFERENCERULE_H

#include "Rule.h"

namespace hipify {

/// Renames uses of macros defined by the CUDA toolkit: expansions,
/// `#ifdef`/`#ifndef`/`defined(...)`. Names spelled inside a CUDA macro's own
/// body are the toolkit's business and are not touched.
class MacroReferenceRule : public Rule {
public:
  using Rule::Rule;
  void registerPreprocessorCallbacks(clang::Preprocessor &PP) override;
};

} // namespace hipify

#endif
