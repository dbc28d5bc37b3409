//===- PreambleDemandTest.cpp - Preambles built only to be used again -----===//
#include "preamble/PreambleDemand.h"
#include "ScratchDirectoryTest.h"

#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

class PreambleDemandTest : public ScratchDirectoryTest {
protected:
  void emptyFile(llvm::StringRef Name) { write(Name, ""); }
};

TEST_F(PreambleDemandTest, SharedByTwoJobsOfTheRun) {
  PreambleDemand Demand{std::string(Dir)};
  Demand.expect("aaaa");
  Demand.expect("aaaa");
  Demand.expect("bbbb");
  EXPECT_EQ(Demand.expected("aaaa"), 2u);
  EXPECT_TRUE(Demand.sharedOrAskedBefore("aaaa"));
  EXPECT_FALSE(Demand.sharedOrAskedBefore("bbbb"));
  EXPECT_FALSE(Demand.sharedOrAskedBefore("cccc"));
  EXPECT_TRUE(listing().empty());
}

TEST_F(PreambleDemandTest, AskedByAnEarlierRun) {
  PreambleDemand First{std::string(Dir)};
  First.expect("aaaa");
  ASSERT_FALSE(First.sharedOrAskedBefore("aaaa"));
  First.remember("aaaa");
  EXPECT_EQ(listing(), (std::vector<std::string>{"aaaa.pch.wanted"}));

  PreambleDemand Second{std::string(Dir)};
  Second.expect("aaaa");
  EXPECT_TRUE(Second.sharedOrAskedBefore("aaaa"));
  Second.satisfied("aaaa");
  EXPECT_TRUE(listing().empty());
}

TEST_F(PreambleDemandTest, APreambleOnDiskWasAskedFor) {
  // Even a stale or damaged one: the run that built it asked.
  emptyFile("aaaa.pch");
  PreambleDemand Demand{std::string(Dir)};
  EXPECT_TRUE(Demand.sharedOrAskedBefore("aaaa"));
}

TEST_F(PreambleDemandTest, AnUnwritableDirectoryOnlyForgets) {
  PreambleDemand Demand{std::string(Dir) + "/file/cache"};
  emptyFile("file");
  Demand.remember("aaaa");
  EXPECT_FALSE(Demand.sharedOrAskedBefore("aaaa"));
}

} // namespace
