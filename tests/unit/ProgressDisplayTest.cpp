#include "driver/ProgressDisplay.h"

#include "gtest/gtest.h"

using namespace hipify;

TEST(ProgressDisplayTest, ClockShowsMinutesSecondsAndHours) {
  EXPECT_EQ(ProgressDisplay::clock(0), "0:00");
  EXPECT_EQ(ProgressDisplay::clock(59.6), "1:00");
  EXPECT_EQ(ProgressDisplay::clock(754), "12:34");
  EXPECT_EQ(ProgressDisplay::clock(3600 + 62), "1:01:02");
  EXPECT_EQ(ProgressDisplay::clock(-3), "0:00");
}

TEST(ProgressDisplayTest, EstimateIsAtThePaceOfTheSourcesDoneCountedDown) {
  // 10 of 40 done at 30 s: 30 more at 3 s each, 5 s of them gone since.
  EXPECT_DOUBLE_EQ(ProgressDisplay::estimateLeft(10, 40, 30, 0), 90);
  EXPECT_DOUBLE_EQ(ProgressDisplay::estimateLeft(10, 40, 30, 5), 85);
  EXPECT_DOUBLE_EQ(ProgressDisplay::estimateLeft(10, 40, 30, 100), 0);
  EXPECT_DOUBLE_EQ(ProgressDisplay::estimateLeft(0, 40, 0, 3), -1);
  EXPECT_DOUBLE_EQ(ProgressDisplay::estimateLeft(40, 40, 120, 0), -1);
}

TEST(ProgressDisplayTest, TextInPlaceAndAsALine) {
  EXPECT_EQ(ProgressDisplay::text(10, 40, "src/mmvf.cu", 30, 90, true),
            "[10/40] src/mmvf.cu  0:30 elapsed, about 1:30 left");
  EXPECT_EQ(ProgressDisplay::text(10, 40, "src/mmvf.cu", 30, 90, false),
            "[10/40] src/mmvf.cu (0:30 elapsed, about 1:30 left)");
}

TEST(ProgressDisplayTest, NoEstimateWhenNoneIsGiven) {
  EXPECT_EQ(ProgressDisplay::text(40, 40, "z.cu", 125, -1, true),
            "[40/40] z.cu  2:05 elapsed");
}

TEST(ProgressDisplayTest, NamesCannotCommandTheTerminal) {
  EXPECT_EQ(ProgressDisplay::text(1, 1, "a\x1b[2J.cu", 0, -1, false),
            "[1/1] a\\x1b[2J.cu (0:00 elapsed)");
}

/// What a display of style \p S writes for a run of a.cu and b.cu with a
/// note at the end.
static std::string written(ProgressDisplay::Style S) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  ProgressDisplay Progress(S, OS);
  Progress.startWithoutTicks(2);
  Progress.finished("a.cu");
  Progress.finished("b.cu");
  Progress.message("note");
  Progress.erase();
  return Out;
}

TEST(ProgressDisplayTest, LinesStyleWritesOneLinePerSource) {
  std::string Out = written(ProgressDisplay::Style::Lines);
  EXPECT_EQ(Out.find("[1/2] a.cu ("), 0u);
  EXPECT_NE(Out.find("\n[2/2] b.cu ("), std::string::npos);
  EXPECT_NE(Out.find(")\nnote\n"), std::string::npos);
  EXPECT_EQ(Out.find('\r'), std::string::npos);
}

TEST(ProgressDisplayTest, InPlaceStyleRewritesOneLine) {
  std::string Out = written(ProgressDisplay::Style::InPlace);
  EXPECT_EQ(Out.find("\r\033[K[1/2] a.cu  "), 0u);
  EXPECT_NE(Out.find("\r\033[K[2/2] b.cu  "), std::string::npos);
  EXPECT_NE(Out.find("\r\033[Knote\n\r\033[K"), std::string::npos);
}

TEST(ProgressDisplayTest, NoneStyleWritesNothingButMessages) {
  EXPECT_EQ(written(ProgressDisplay::Style::None), "note\n");
}
