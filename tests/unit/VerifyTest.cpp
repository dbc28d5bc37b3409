//===- VerifyTest.cpp - hipcc's errors read and traced back ---------------===//
#include "driver/Verify.h"
#include "output/OriginalPosition.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

TEST(ParseHipErrorsTest, ErrorsAndFatalErrorsOnly) {
  std::vector<HipDiagnostic> Errors = parseHipErrors(
      "/p/a b.hip:12:3: error: use of undeclared identifier 'x'\n"
      "/p/a.hip:2:1: warning: unused\n"
      "In file included from /p/a.hip:1:\n"
      "/p/c:d.h:4:10: fatal error: 'e.h' file not found\n"
      "1 error generated when compiling for gfx90a.\n");
  ASSERT_EQ(Errors.size(), 2u);
  EXPECT_EQ(Errors[0].File, "/p/a b.hip");
  EXPECT_EQ(Errors[0].Line, 12u);
  EXPECT_EQ(Errors[0].Column, 3u);
  EXPECT_EQ(Errors[0].Message, "use of undeclared identifier 'x'");
  EXPECT_EQ(Errors[1].File, "/p/c:d.h");
  EXPECT_EQ(Errors[1].Line, 4u);
  EXPECT_EQ(Errors[1].Message, "'e.h' file not found");
}

/// One edit: its offset, length, replacement and the reference it converts.
struct Change {
  unsigned Offset, Length;
  std::string Replacement;
  std::optional<ReferenceInfo> Reference = std::nullopt;
};

EditSet editsOf(std::vector<Change> Changes) {
  EditSet Set;
  for (Change &C : Changes) {
    Edit E;
    E.Offset = C.Offset;
    E.Length = C.Length;
    E.Replacement = std::move(C.Replacement);
    E.Reference = std::move(C.Reference);
    EXPECT_TRUE(Set.add(std::move(E)));
  }
  return Set;
}

TEST(OriginalPositionTest, LinesAnInsertionAddedAreTakenOff) {
  // An include inserted before line 1.
  std::string Original = "int a;\nvoid f() { bad(); }\n";
  EditSet Edits = editsOf({{0, 0, "#include <hip/hip_runtime.h>\n"}});
  OriginalPosition P = originalPosition(Original, Edits, 3, 12);
  EXPECT_EQ(P.Line, 2u);
  EXPECT_EQ(P.Column, 12u);
  EXPECT_EQ(P.Within, nullptr);
}

TEST(OriginalPositionTest, ColumnsARenameShiftedAreTakenOff) {
  std::string Original = "cudaFree(p); bad();\n";
  EditSet Edits = editsOf({{0, 8, "hipFree"}});
  // "hipFree(p); bad();": bad at column 13; in CUDA at 14.
  OriginalPosition P = originalPosition(Original, Edits, 1, 13);
  EXPECT_EQ(P.Column, 14u);
  EXPECT_EQ(P.Within, nullptr);
}

TEST(OriginalPositionTest, TextAnEditWroteIsTracedToTheEdit) {
  std::string Original = "x = cudaMalloc(&p, 8);\n";
  EditSet Edits = editsOf(
      {{4, 10, "hipMalloc", ReferenceInfo{"cudaMalloc", "hipMalloc", "", ""}}});
  OriginalPosition P = originalPosition(Original, Edits, 1, 8);
  EXPECT_EQ(P.Line, 1u);
  EXPECT_EQ(P.Column, 5u);
  ASSERT_NE(P.Within, nullptr);
  EXPECT_EQ(P.Within->Reference->CudaName, "cudaMalloc");
}

TEST(OriginalPositionTest, PositionsPastTheEndStayInTheText) {
  std::string Original = "a\n";
  OriginalPosition P = originalPosition(Original, EditSet(), 40, 9);
  EXPECT_LE(P.Line, 2u);
}

TEST(ConvertedOffsetTest, TextAfterEditsShiftsByWhatTheyWrote) {
  // "cudaFree(p); f();" -> "#include <h>\nhipFree(p); f();"
  EditSet Edits = editsOf({{0, 0, "#include <h>\n"}, {0, 8, "hipFree"}});
  EXPECT_EQ(convertedOffset(Edits, 13), 13u + 13 - 1); // f
  EXPECT_EQ(convertedOffset(Edits, 3), 13u);           // inside cudaFree
}

} // namespace
