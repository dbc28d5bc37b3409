//===- RawLexing.h - Helpers for lexing a buffer without a preprocessor ---===//
#ifndef HIPIFY_FRONTEND_RAWLEXING_H
#define HIPIFY_FRONTEND_RAWLEXING_H

#include "clang/Lex/Lexer.h"

namespace hipify {

/// Reads the next token of a raw lexer into \p Tok; false at the end of the
/// buffer. LexFromRawLexer's own result says that the token read reaches the
/// end, so a loop on it would drop the last token of a buffer that ends right
/// after one (a file without a final newline, a range ending at a token).
inline bool nextRawToken(clang::Lexer &Lex, clang::Token &Tok) {
  Lex.LexFromRawLexer(Tok);
  return Tok.isNot(clang::tok::eof);
}

/// Skips the rest of the directive line a raw lexer is in, newline included,
/// so that the next token is the first of the following line (and is flagged
/// as being at the start of a line). Lexer::ReadToEndOfLine alone would also
/// consume that token: it expects the preprocessor's directive mode.
inline void skipRestOfDirective(clang::Lexer &Lex) {
  Lex.setParsingPreprocessorDirective(true);
  Lex.ReadToEndOfLine();
}

} // namespace hipify

#endif
