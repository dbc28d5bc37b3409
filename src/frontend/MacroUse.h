//===- MacroUse.h - Is a macro name tested, or its value used? ------------===//
#ifndef HIPIFY_FRONTEND_MACROUSE_H
#define HIPIFY_FRONTEND_MACROUSE_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"

namespace hipify {

enum class MacroUse {
  Tested,    ///< defined(X), #ifdef X, or X as a truth value in #if/#elif
  ValueUsed, ///< compared, computed with, or used outside a condition
};

/// How the macro name spelled at \p Spelling (a file location) is used,
/// judged from the tokens of its line, so that it works where no
/// preprocessor ran (inactive branches, macro bodies).
MacroUse macroUseAt(clang::SourceLocation Spelling,
                    const clang::SourceManager &SM,
                    const clang::LangOptions &LO);

/// Whether the name spelled at \p Spelling is in the condition of an `#if`,
/// `#ifdef`, `#ifndef`, `#elif`, `#elifdef` or `#elifndef`, judged from the
/// tokens of its line like macroUseAt.
bool inPreprocessorCondition(clang::SourceLocation Spelling,
                             const clang::SourceManager &SM,
                             const clang::LangOptions &LO);
/// Whether the test of the macro name spelled at \p Spelling (a file
/// location, tested in an #if, #elif, #ifdef or #ifndef) guards a use of its
/// value: the rest of that directive's condition, or the branches after it
/// up to the matching #endif, use the same name for its value.
bool guardsValueUse(clang::SourceLocation Spelling,
                    const clang::SourceManager &SM,
                    const clang::LangOptions &LO);

} // namespace hipify

#endif
