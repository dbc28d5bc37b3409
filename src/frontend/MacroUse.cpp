#include "MacroUse.h"
#include "RawLexing.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {

static bool isOneOf(const Token &Tok, std::initializer_list<tok::TokenKind> K) {
  return llvm::is_contained(K, Tok.getKind());
}

static bool isIdentifier(const Token &Tok, llvm::StringRef Name) {
  return Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == Name;
}

/// The offset where the (possibly continued) line holding \p Offset starts.
static size_t lineStart(llvm::StringRef Buffer, size_t Offset) {
  size_t Newline = Buffer.substr(0, Offset).rfind('\n');
  while (Newline != llvm::StringRef::npos &&
         Buffer.substr(0, Newline).rtrim(" \t\r").ends_with("\\"))
    Newline = Buffer.substr(0, Newline).rfind('\n');
  return Newline == llvm::StringRef::npos ? 0 : Newline + 1;
}

namespace {

/// The tokens of a line (continued lines included) up to a name on it, and
/// the token after the name.
struct TokensAround {
  llvm::SmallVector<Token, 16> Before;
  Token Next;
};

TokensAround tokensAround(SourceLocation Spelling, const SourceManager &SM,
                          const LangOptions &LO) {
  auto [FID, Offset] = SM.getDecomposedLoc(Spelling);
  llvm::StringRef Buffer = SM.getBufferData(FID);
  Lexer Lex(SM.getLocForStartOfFile(FID), LO, Buffer.begin(),
            Buffer.begin() + lineStart(Buffer, Offset), Buffer.end());
  TokensAround T;
  Token Tok;
  T.Next.startToken();
  T.Next.setKind(tok::eof);
  while (nextRawToken(Lex, Tok)) {
    unsigned At = SM.getFileOffset(Tok.getLocation());
    if (At == Offset) {
      Lex.LexFromRawLexer(T.Next);
      break;
    }
    if (At > Offset)
      break;
    T.Before.push_back(Tok);
  }
  return T;
}

} // namespace

bool inPreprocessorCondition(SourceLocation Spelling, const SourceManager &SM,
                             const LangOptions &LO) {
  TokensAround T = tokensAround(Spelling, SM, LO);
  if (T.Before.size() < 2 || !T.Before[0].is(tok::hash) ||
      !T.Before[1].is(tok::raw_identifier))
    return false;
  const llvm::StringRef Conditionals[] = {"if",   "ifdef",   "ifndef",
                                          "elif", "elifdef", "elifndef"};
  return llvm::is_contained(Conditionals, T.Before[1].getRawIdentifier());
}

MacroUse macroUseAt(SourceLocation Spelling, const SourceManager &SM,
                    const LangOptions &LO) {
  auto [Before, Next] = tokensAround(Spelling, SM, LO);
  bool EndsCondition =
      Next.is(tok::eof) || Next.isAtStartOfLine() ||
      isOneOf(Next, {tok::ampamp, tok::pipepipe, tok::r_paren});
  if (Before.empty())
    return MacroUse::ValueUsed;
  const Token &Prev = Before.back();
  if (isIdentifier(Prev, "defined") || isIdentifier(Prev, "ifdef") ||
      isIdentifier(Prev, "ifndef") || isIdentifier(Prev, "elifdef") ||
      isIdentifier(Prev, "elifndef"))
    return MacroUse::Tested;
  if (Prev.is(tok::l_paren) && Before.size() >= 2 &&
      isIdentifier(Before[Before.size() - 2], "defined"))
    return MacroUse::Tested;
  bool InCondition =
      Before.size() >= 2 && Before[0].is(tok::hash) &&
      (isIdentifier(Before[1], "if") || isIdentifier(Before[1], "elif"));
  bool StartsOperand =
      isIdentifier(Prev, "if") || isIdentifier(Prev, "elif") ||
      isOneOf(Prev, {tok::exclaim, tok::ampamp, tok::pipepipe, tok::l_paren});
  return InCondition && StartsOperand && EndsCondition ? MacroUse::Tested
                                                       : MacroUse::ValueUsed;
}

bool guardsValueUse(SourceLocation Spelling, const SourceManager &SM,
                    const LangOptions &LO) {
  auto [FID, Offset] = SM.getDecomposedLoc(Spelling);
  llvm::StringRef Buffer = SM.getBufferData(FID);
  SourceLocation FileStart = SM.getLocForStartOfFile(FID);
  Lexer Lex(FileStart, LO, Buffer.begin(),
            Buffer.begin() + lineStart(Buffer, Offset), Buffer.end());
  Token Hash, Directive, Name;
  if (!nextRawToken(Lex, Hash) || !Hash.is(tok::hash))
    return false;
  Lex.LexFromRawLexer(Directive);
  static constexpr llvm::StringLiteral Conditionals[] = {
      "if", "ifdef", "ifndef", "elif", "elifdef", "elifndef"};
  if (!Directive.is(tok::raw_identifier) ||
      !llvm::is_contained(Conditionals, Directive.getRawIdentifier()))
    return false;
  Lexer NameLex(FileStart, LO, Buffer.begin(), Buffer.begin() + Offset,
                Buffer.end());
  NameLex.LexFromRawLexer(Name);
  llvm::StringRef Macro = Name.getRawIdentifier();

  // From the test on, to the #endif of its chain.
  unsigned Depth = 1;
  Token Tok;
  bool AfterHash = false;
  while (nextRawToken(Lex, Tok)) {
    if (Tok.is(tok::hash) && Tok.isAtStartOfLine()) {
      AfterHash = true;
      continue;
    }
    if (AfterHash && Tok.is(tok::raw_identifier)) {
      llvm::StringRef D = Tok.getRawIdentifier();
      if (D == "if" || D == "ifdef" || D == "ifndef")
        ++Depth;
      else if (D == "endif" && --Depth == 0)
        return false;
    }
    AfterHash = false;
    unsigned At = SM.getFileOffset(Tok.getLocation());
    if (At > Offset && isIdentifier(Tok, Macro) &&
        macroUseAt(Tok.getLocation(), SM, LO) == MacroUse::ValueUsed)
      return true;
  }
  return false;
}

} // namespace hipify
