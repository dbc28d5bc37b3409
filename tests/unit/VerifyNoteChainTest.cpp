//===- VerifyNoteChainTest.cpp - hipcc's errors with their note chains ----===//
#include "driver/VerifyNoteChain.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

/// "file:line:col message" of each place of \p E's chain.
std::vector<std::string> chainOf(const HipDiagnostic &E) {
  std::vector<std::string> Places;
  for (const HipDiagnosticNote &N : E.Chain)
    Places.push_back(N.File + ":" + std::to_string(N.Line) + ":" +
                     std::to_string(N.Column) + " " + N.Message);
  return Places;
}

// What hipcc (ROCm 6.4) printed for two lane masks of 32 bits: two static
// asserts in HIP's header, the include stack printed before the first only.
constexpr const char *TwoStaticAsserts =
    "In file included from /o/k.cu:4:\n"
    "In file included from /r/hip/hip_runtime.h:62:\n"
    "/r/hip/amd_warp_sync_functions.h:129:52: error: static assertion "
    "failed: The mask must be a 64-bit integer.\n"
    "  129 |       sizeof(MaskT) == 8,\n"
    "      |       ^~~~~~~~~~~~~~~~~~\n"
    "/o/k.cu:9:22: note: in instantiation of function template "
    "specialization '__ballot_sync<unsigned int>' requested here\n"
    "    9 |   out[threadIdx.x] = __ballot_sync(MASK, v > 0);\n"
    "/r/hip/amd_warp_sync_functions.h:129:66: note: expression evaluates to "
    "'4 == 8'\n"
    "/r/hip/amd_warp_sync_functions.h:235:52: error: static assertion "
    "failed: The mask must be a 64-bit integer.\n"
    "./warp.cuh:10:23: note: in instantiation of function template "
    "specialization '__shfl_sync<unsigned int, int>' requested here\n"
    "./warp.cuh:3:28: note: expanded from macro 'WARP_SUM'\n"
    "2 errors generated when compiling for host.\n";

TEST(VerifyNoteChainTest, TheNotesOfAnErrorFollowItInOrder) {
  std::vector<HipDiagnostic> Errors = parseHipErrors(TwoStaticAsserts);
  ASSERT_EQ(Errors.size(), 2u);
  EXPECT_EQ(Errors[0].File, "/r/hip/amd_warp_sync_functions.h");
  EXPECT_EQ(Errors[0].Line, 129u);
  EXPECT_EQ(Errors[0].Message,
            "static assertion failed: The mask must be a 64-bit integer.");
  std::vector<std::string> First = chainOf(Errors[0]);
  ASSERT_GE(First.size(), 2u);
  EXPECT_EQ(First[0], "/o/k.cu:9:22 in instantiation of function template "
                      "specialization '__ballot_sync<unsigned int>' "
                      "requested here");
  EXPECT_EQ(First[1], "/r/hip/amd_warp_sync_functions.h:129:66 expression "
                      "evaluates to '4 == 8'");
}

TEST(VerifyNoteChainTest, IncludesComeAfterTheNotesInnermostFirst) {
  std::vector<HipDiagnostic> Errors = parseHipErrors(TwoStaticAsserts);
  ASSERT_EQ(Errors.size(), 2u);
  std::vector<std::string> First = chainOf(Errors[0]);
  ASSERT_EQ(First.size(), 4u);
  EXPECT_EQ(First[2], "/r/hip/hip_runtime.h:62:0 in file included from here");
  EXPECT_EQ(First[3], "/o/k.cu:4:0 in file included from here");
}

TEST(VerifyNoteChainTest,
     AHeadersIncludeStackPrintedOnceHoldsForItsLaterErrors) {
  std::vector<HipDiagnostic> Errors = parseHipErrors(TwoStaticAsserts);
  ASSERT_EQ(Errors.size(), 2u);
  std::vector<std::string> Second = chainOf(Errors[1]);
  ASSERT_EQ(Second.size(), 4u);
  EXPECT_EQ(Second[0], "./warp.cuh:10:23 in instantiation of function "
                       "template specialization '__shfl_sync<unsigned int, "
                       "int>' requested here");
  EXPECT_EQ(Second[1], "./warp.cuh:3:28 expanded from macro 'WARP_SUM'");
  EXPECT_EQ(Second[3], "/o/k.cu:4:0 in file included from here");
}

TEST(VerifyNoteChainTest, AWarningsNotesAreNoErrors) {
  std::vector<HipDiagnostic> Errors = parseHipErrors(
      "/o/a.cu:1:1: error: first\n"
      "/o/a.cu:2:1: warning: unused variable\n"
      "/o/a.cu:3:1: note: declared here\n"
      "/o/a.cu:4:5: error: no matching function for call to 'f'\n"
      "/r/h.h:7:6: note: candidate function not viable: no known conversion\n");
  ASSERT_EQ(Errors.size(), 2u);
  EXPECT_TRUE(Errors[0].Chain.empty());
  EXPECT_EQ(chainOf(Errors[1]),
            std::vector<std::string>{"/r/h.h:7:6 candidate function not "
                                     "viable: no known conversion"});
}

TEST(VerifyNoteChainTest, GccsRequiredFromIsANote) {
  std::vector<HipDiagnostic> Errors =
      parseHipErrors("/r/h.h:5:3: error: static assertion failed\n"
                     "/o/a.cu:9:12:   required from here\n");
  ASSERT_EQ(Errors.size(), 1u);
  EXPECT_EQ(chainOf(Errors[0]),
            std::vector<std::string>{"/o/a.cu:9:12 required from here"});
}

TEST(VerifyNoteChainTest, NotesBeforeAnyErrorAndSourceLinesAreIgnored) {
  std::vector<HipDiagnostic> Errors =
      parseHipErrors("/o/a.cu:3:1: note: stray\n"
                     "   12 |   f(\"x.cu:1:2: note: y\");\n"
                     "clang++: warning: argument unused during compilation\n");
  EXPECT_TRUE(Errors.empty());
}

} // namespace
