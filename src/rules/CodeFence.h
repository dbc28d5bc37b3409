//===- CodeFence.h - Code kept in the output, out of the compile ----------===//
//
// Code that cannot compile as HIP and is not needed there (a case label of a
// value HIP never returns, a second definition that HIP's types make a
// redefinition) is fenced, not removed: `#if 0 // hipify: why` on a line
// before it and `#endif` on a line after, so that nothing of the user's is
// lost and the reason is read where the code is.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_CODEFENCE_H
#define HIPIFY_RULES_CODEFENCE_H

#include "../frontend/TranslationContext.h"

#include "clang/Basic/SourceLocation.h"

namespace hipify {

/// Fences \p Range, a token range of one user file written there (no macro),
/// with `#if 0 // hipify: <Why>` and `#endif`, each on a line of its own
/// (a line is split where the range shares it). Both edits are made or
/// neither (TranslationContext::addEdits); returns whether they were.
bool fenceOut(clang::SourceRange Range, llvm::StringRef Why,
              TranslationContext &Ctx);

} // namespace hipify

#endif
