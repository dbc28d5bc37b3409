#include "driver/ConversionWarnings.h"
#include "driver/VerifyPredictions.h"

#include "gtest/gtest.h"

using namespace hipify;

TEST(ConversionWarningsTest, ParsesARulesWarning) {
  std::optional<ConversionWarning> W = parseConversionWarning(
      "include/texkey.cuh:6:18: warning: 'cudaTextureObject_t' read as an "
      "integer [opaque-handle]\n");
  ASSERT_TRUE(W);
  EXPECT_EQ(W->File, "include/texkey.cuh");
  EXPECT_EQ(W->Line, 6u);
  EXPECT_EQ(W->Column, 18u);
  EXPECT_EQ(W->Message, "'cudaTextureObject_t' read as an integer");
  EXPECT_EQ(W->Rule, "opaque-handle");
}

TEST(ConversionWarningsTest, OtherMessagesAreNotRulesWarnings) {
  // clang's own warning, an error, a note, a message over several lines.
  EXPECT_FALSE(parseConversionWarning("a.cu:1:2: warning: unused [-Wunused]"));
  EXPECT_FALSE(parseConversionWarning("a.cu:1:2: error: bad [identifier]"));
  EXPECT_FALSE(parseConversionWarning("hipify-cpp: note: a [identifier]"));
  EXPECT_FALSE(parseConversionWarning(
      "a.cu:1:2: warning: x [identifier]\n  1 | int x;\n"));
}

TEST(ConversionWarningsTest, EachWarningIsNewOnce) {
  ConversionWarnings Warnings;
  const char *Warning = "h.cuh:6:18: warning: cast [opaque-handle]";
  EXPECT_TRUE(Warnings.isNew(Warning));
  EXPECT_FALSE(Warnings.isNew(Warning));
  EXPECT_TRUE(Warnings.isNew("h.cuh:7:1: warning: cast [opaque-handle]"));
  // Other messages are always printed.
  EXPECT_TRUE(Warnings.isNew("hipify-cpp: note: x"));
  EXPECT_TRUE(Warnings.isNew("hipify-cpp: note: x"));
  EXPECT_EQ(Warnings.take().size(), 2u);
}

// The lines --verify reads as warned about are another type: one program
// holds both, and each keeps its own members.
TEST(ConversionWarningsTest, AreNotTheLinesVerifyReadsAsWarned) {
  ConversionWarnings Warnings;
  EXPECT_TRUE(Warnings.isNew("k.cu:3:1: warning: cast [opaque-handle]"));
  WarnedLines Lines;
  EXPECT_EQ(Lines.find("/p/k.cu", 3), nullptr);
}
