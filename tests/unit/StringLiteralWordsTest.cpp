//===- StringLiteralWordsTest.cpp - Words of a string literal token -------===//
#include "rules/StringLiteralRule.h"

#include "gtest/gtest.h"

using hipify::StringLiteralRule;

namespace {

std::vector<std::string> wordsOf(llvm::StringRef Token) {
  std::vector<std::string> Out;
  for (auto [Offset, Length] : StringLiteralRule::words(Token))
    Out.push_back(Token.substr(Offset, Length).str());
  return Out;
}

using Words = std::vector<std::string>;

TEST(StringLiteralWordsTest, SplitsOnNonIdentifierCharacters) {
  EXPECT_EQ(wordsOf("\"cudaMalloc failed: %d\""),
            (Words{"cudaMalloc", "failed", "d"}));
}

TEST(StringLiteralWordsTest, EscapeSequencesSeparateWords) {
  EXPECT_EQ(wordsOf("\"\\ncudaFree\\tx\""), (Words{"cudaFree", "x"}));
}

TEST(StringLiteralWordsTest, EncodingPrefixIsNotAWord) {
  EXPECT_EQ(wordsOf("u8\"cudaFree\""), (Words{"cudaFree"}));
  EXPECT_EQ(wordsOf("L\"cudaFree\""), (Words{"cudaFree"}));
}

TEST(StringLiteralWordsTest, RunsStartingWithADigitAreSkipped) {
  EXPECT_EQ(wordsOf("\"2cudaFree sm_80\""), (Words{"sm_80"}));
}

} // namespace
