//===- DeferredInterruptsTest.cpp - Stop signals held back while writing --===//
#include "driver/DeferredInterrupts.h"

#include "gtest/gtest.h"

#include <csignal>

using namespace hipify;

namespace {

volatile std::sig_atomic_t Received = 0;

void record(int Signal) { Received = Signal; }

/// Installs record() for \p Signal for the test's duration.
class RecordedSignal {
public:
  explicit RecordedSignal(int Signal) : Signal(Signal) {
    Received = 0;
    Previous = std::signal(Signal, record);
  }
  ~RecordedSignal() { std::signal(Signal, Previous); }

private:
  int Signal;
  void (*Previous)(int);
};

class DeferredInterruptsTest : public ::testing::TestWithParam<int> {};

TEST_P(DeferredInterruptsTest, HoldsTheSignalBackUntilItEnds) {
  RecordedSignal Handler(GetParam());
  {
    DeferredInterrupts Writing;
    std::raise(GetParam());
    EXPECT_EQ(Received, 0);
  }
  EXPECT_EQ(Received, GetParam());
}

INSTANTIATE_TEST_SUITE_P(StopSignals, DeferredInterruptsTest,
                         ::testing::Values(SIGINT, SIGTERM, SIGHUP, SIGQUIT));

TEST(DeferredInterruptsNesting, AnInnerOneDoesNotReleaseTheOuter) {
  RecordedSignal Handler(SIGTERM);
  {
    DeferredInterrupts Outer;
    { DeferredInterrupts Inner; }
    std::raise(SIGTERM);
    EXPECT_EQ(Received, 0);
  }
  EXPECT_EQ(Received, SIGTERM);
}

TEST(DeferredInterruptsOthers, LeavesOtherSignalsAlone) {
  RecordedSignal Handler(SIGUSR1);
  DeferredInterrupts Writing;
  std::raise(SIGUSR1);
  EXPECT_EQ(Received, SIGUSR1);
}

} // namespace
