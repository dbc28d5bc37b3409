//===- ReportStageTest.cpp - The exit code the report stage decides -------===//
#include "driver/ReportStage.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

/// The report stage of a run whose earlier stages left one file, with a
/// CUDA reference left in it when \p Left says so.
struct ReportStageTest : ::testing::Test {
  enum class Left { Nothing, Active, Inactive };

  int exitCode(DriverOptions::FailOn FailOn, Left Reference,
               bool LeftAsHip = false, bool Failed = false) {
    Opts.FailOnUnconverted = FailOn;
    hipify::Run R(Opts, Err); // not the fixture's Test::Run
    R.Paths.emplace(Opts, "/p");
    ConvertedFile File;
    File.Report.Path = "/p/k.cu";
    if (Reference != Left::Nothing) {
      UnconvertedReference U;
      U.Inactive = Reference == Left::Inactive;
      File.Report.Edits.addUnconverted(U);
    }
    R.Merged.Files.push_back(File);
    R.LeftAsHip = LeftAsHip;
    R.Failed = Failed;
    return reportRun(R);
  }

  DriverOptions Opts;
  std::string Messages;
  llvm::raw_string_ostream Err{Messages};
};

TEST_F(ReportStageTest, AReferenceLeftFailsOnlyUnderFailOnUnconverted) {
  using FailOn = DriverOptions::FailOn;
  EXPECT_EQ(exitCode(FailOn::Never, Left::Active), 0);
  EXPECT_EQ(exitCode(FailOn::ActiveUnconverted, Left::Nothing), 0);
  EXPECT_EQ(exitCode(FailOn::ActiveUnconverted, Left::Active), 1);
}

TEST_F(ReportStageTest, AnInactiveReferenceFailsOnlyWithAll) {
  using FailOn = DriverOptions::FailOn;
  EXPECT_EQ(exitCode(FailOn::ActiveUnconverted, Left::Inactive), 0);
  EXPECT_EQ(exitCode(FailOn::AnyUnconverted, Left::Inactive), 1);
}

TEST_F(ReportStageTest, ASourceLeftAsHipFailsUnderFailOnUnconverted) {
  using FailOn = DriverOptions::FailOn;
  EXPECT_EQ(exitCode(FailOn::Never, Left::Nothing, /*LeftAsHip=*/true), 0);
  EXPECT_EQ(exitCode(FailOn::ActiveUnconverted, Left::Nothing,
                     /*LeftAsHip=*/true),
            1);
}

TEST_F(ReportStageTest, AnEarlierStagesFailureIsTheRunsExitCode) {
  EXPECT_EQ(exitCode(DriverOptions::FailOn::Never, Left::Nothing,
                     /*LeftAsHip=*/false, /*Failed=*/true),
            1);
  EXPECT_EQ(Messages, "");
}

} // namespace
