//===- RawLexingTest.cpp - Reading a buffer's tokens without a preprocessor
//===//
//
// Every token is read, the last one included when nothing follows it.
//
//===----------------------------------------------------------------------===//
#include "frontend/RawLexing.h"

#include "gtest/gtest.h"

#include <string>
#include <vector>

namespace {

/// Identifiers by name, other tokens by kind.
std::vector<std::string> rawTokens(llvm::StringRef Text) {
  clang::LangOptions Options;
  clang::Lexer Lex(clang::SourceLocation(), Options, Text.begin(), Text.begin(),
                   Text.end());
  std::vector<std::string> Tokens;
  clang::Token Tok;
  while (hipify::nextRawToken(Lex, Tok))
    Tokens.push_back(Tok.is(clang::tok::raw_identifier)
                         ? Tok.getRawIdentifier().str()
                         : clang::tok::getTokenName(Tok.getKind()));
  return Tokens;
}

using Tokens = std::vector<std::string>;

TEST(RawLexingTest, LastTokenOfATextWithoutFinalNewline) {
  EXPECT_EQ(rawTokens("#define SYNC cudaDeviceSynchronize"),
            (Tokens{"hash", "define", "SYNC", "cudaDeviceSynchronize"}));
}

TEST(RawLexingTest, LastTokenBeforeFinalNewline) {
  EXPECT_EQ(rawTokens("f(x);\n"),
            (Tokens{"f", "l_paren", "x", "r_paren", "semi"}));
}

TEST(RawLexingTest, EmptyText) { EXPECT_EQ(rawTokens(""), Tokens{}); }

TEST(RawLexingTest, EndOfTextStaysTheEnd) {
  llvm::StringRef Text = "x";
  clang::LangOptions Options;
  clang::Lexer Lex(clang::SourceLocation(), Options, Text.begin(), Text.begin(),
                   Text.end());
  clang::Token Tok;
  EXPECT_TRUE(hipify::nextRawToken(Lex, Tok));
  EXPECT_FALSE(hipify::nextRawToken(Lex, Tok));
  EXPECT_FALSE(hipify::nextRawToken(Lex, Tok));
}

} // namespace
