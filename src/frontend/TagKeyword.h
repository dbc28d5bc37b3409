//===- TagKeyword.h - The class-key written before a CUDA type's name -----===//
#ifndef HIPIFY_FRONTEND_TAGKEYWORD_H
#define HIPIFY_FRONTEND_TAGKEYWORD_H

#include "TranslationContext.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <optional>

namespace hipify {

/// Where `enum`, `struct`, `union` or `class` (and the blanks after it) is
/// the token before the type name spelled at \p Name, in a use of the type
/// rather than a declaration of it: [Offset, Offset+Length) of Name's file. HIP's NVIDIA platform declares its type names as typedefs of CUDA's,
/// which such a keyword cannot name; C++ needs none.
struct KeywordSpan {
  unsigned Offset, Length;
};
std::optional<KeywordSpan> redundantTagKeyword(clang::SourceLocation Name,
                                               const clang::SourceManager &SM,
                                               const clang::LangOptions &LO);

/// Drops the redundant keyword before the type name at \p Name, renamed
/// \p HipName, with a warning.
void dropTagKeyword(TranslationContext &Ctx, clang::SourceLocation Name,
                    llvm::StringRef HipName);

} // namespace hipify

#endif
