#include "driver/TerminalText.h"

#include "gtest/gtest.h"

using namespace hipify;

TEST(TerminalTextTest, PlainTextTabsNewlinesAndUtf8AreKept) {
  EXPECT_EQ(neutralizeControls("a.cu:1:2: warning: \xc3\xa9t\xc3\xa9\tx\n"),
            "a.cu:1:2: warning: \xc3\xa9t\xc3\xa9\tx\n");
}

TEST(TerminalTextTest, EscapesAndC1ControlsAreWrittenAsHex) {
  EXPECT_EQ(neutralizeControls("\x1b]0;owned\x07 \r\x7f \xc2\x9b"
                               "2J"),
            "\\x1b]0;owned\\x07 \\x0d\\x7f \\xc2\\x9b2J");
}
