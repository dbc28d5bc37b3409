//===- VerifyUserLocationTest.cpp - hipcc errors at the user's line -------===//
#include "driver/VerifyUserLocation.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

/// A converted file at /p/src/<Name>, written unchanged to /p/out/<Name>.
ConvertedFile fileNamed(llvm::StringRef Name) {
  ConvertedFile F;
  F.Report.Path = ("/p/src/" + Name).str();
  F.Report.Converted = true;
  for (int Line = 0; Line < 6; ++Line)
    F.Report.OriginalText += std::string(40, 'x') + "\n";
  F.DisplayName = Name.str();
  return F;
}

HipDiagnostic headerError() {
  HipDiagnostic D;
  D.File = "/rocm/include/hip/warp.h";
  D.Line = 129;
  D.Column = 52;
  D.Message = "static assertion failed";
  D.Chain = {{"../out/k.cu", 3, 22, "in instantiation of 'f' requested here"},
             {"/p/out/k.h", 5, 9, "expanded from macro 'MASK'"},
             {"/p/out/k.cu", 1, 0, "in file included from here"}};
  return D;
}

struct VerifyUserLocationTest : ::testing::Test {
  ConvertedFile Source = fileNamed("k.cu"), Header = fileNamed("k.h");
  ProjectFiles Files;
  void SetUp() override {
    Files.addOutput("/p/out/k.cu", Source);
    Files.addOutput("/p/out/k.h", Header);
    Files.addSource(Source);
    Files.addSource(Header);
  }
};

TEST_F(VerifyUserLocationTest, TheFirstPlaceInTheProjectIsTheErrorsLocation) {
  // hipcc ran in /p/build: its relative paths are read from there.
  VerifyError E = locateError(headerError(), "/p/build", Files, WarnedLines());
  EXPECT_EQ(E.File, "/p/out/k.cu");
  EXPECT_EQ(E.Line, 3u);
  EXPECT_EQ(E.Column, 22u);
  EXPECT_EQ(E.CudaFile, "/p/src/k.cu");
  EXPECT_EQ(E.CudaLine, 3u);
  EXPECT_EQ(E.ReportedFile, "/rocm/include/hip/warp.h");
  EXPECT_EQ(E.ReportedLine, 129u);
  EXPECT_EQ(E.ReportedVia, "in instantiation of 'f' requested here");
  EXPECT_FALSE(E.OutsideProject);
  EXPECT_FALSE(E.PredictedBy);
}

TEST_F(VerifyUserLocationTest, AWarningOnALaterPlaceOfTheChainPredictsIt) {
  // The warning is on the macro's definition line, not the call's.
  WarnedLines Warnings(
      {}, {"/p/src/k.h:5:14: warning: 'MASK' is a full lane mask of 32 lanes "
           "[warp-size-lane-mask]"});
  VerifyError E = locateError(headerError(), "/p/build", Files, Warnings);
  ASSERT_TRUE(E.PredictedBy);
  EXPECT_EQ(E.PredictedBy->Rule, "warp-size-lane-mask");
  EXPECT_EQ(E.PredictedBy->File, "/p/src/k.h");
  EXPECT_EQ(E.PredictedBy->Line, 5u);
  EXPECT_EQ(E.PredictedBy->Message, "'MASK' is a full lane mask of 32 lanes");
  EXPECT_EQ(E.Line, 3u) << "the location stays the first place";
}

TEST_F(VerifyUserLocationTest, ClangsOwnWarningsPredictNothing) {
  WarnedLines Warnings(
      {},
      {"/p/src/k.cu:3:1: warning: unused variable 'x' [-Wunused-variable]"});
  EXPECT_FALSE(
      locateError(headerError(), "/p/build", Files, Warnings).PredictedBy);
}

TEST_F(VerifyUserLocationTest, AFileTheRunDidNotWritePredictsErrorsInIt) {
  ConvertedFile Unwritten = fileNamed("e.h");
  Unwritten.Report.Converted = false;
  ProjectFiles WithUnwritten;
  WithUnwritten.addSource(Unwritten);
  HipDiagnostic D;
  D.File = "/p/src/e.h";
  D.Line = 2;
  D.Column = 10;
  D.Message = "'cuda_runtime.h' file not found";
  VerifyError E =
      locateError(D, "/p", WithUnwritten, WarnedLines({Unwritten}, {}));
  EXPECT_EQ(E.CudaFile, "/p/src/e.h");
  EXPECT_EQ(E.CudaLine, 2u);
  ASSERT_TRUE(E.PredictedBy);
  EXPECT_EQ(E.PredictedBy->Line, 0u);
}

TEST_F(VerifyUserLocationTest, AnErrorOutsideTheProjectStaysWhereItIs) {
  HipDiagnostic D;
  D.File = "/elsewhere/h.h";
  D.Line = 1;
  D.Column = 10;
  D.Message = "'cuda_runtime.h' file not found";
  D.Chain = {{"<built-in>", 1, 0, "in file included from here"}};
  VerifyError E = locateError(D, "/p", Files, WarnedLines());
  EXPECT_TRUE(E.OutsideProject);
  EXPECT_EQ(E.File, "/elsewhere/h.h");
  EXPECT_TRUE(E.CudaFile.empty());
  EXPECT_TRUE(E.ReportedFile.empty());
}

} // namespace
