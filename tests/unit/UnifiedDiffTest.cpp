#include "output/Reports.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

EditSet editsOf(std::initializer_list<Edit> List) {
  EditSet Set;
  for (const Edit &E : List)
    EXPECT_TRUE(Set.add(E));
  return Set;
}

Edit replace(unsigned Offset, unsigned Length, const char *Text) {
  Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Replacement = Text;
  return E;
}

TEST(UnifiedDiffTest, NoEditsNoDiff) {
  EXPECT_EQ(renderUnifiedDiff("a.cu", "x\n", EditSet()), "");
}

TEST(UnifiedDiffTest, EditsPastTheTextAreNoChange) {
  // From a tampered record: an offset near 2^32 must not wrap the bounds
  // check; the edits that fit are still shown.
  EditSet Edits = editsOf({replace(0, 1, "y"), replace(4294967295u, 1, "z"),
                           replace(3, 4294967295u, "w")});
  EXPECT_EQ(renderUnifiedDiff("a.cu", "x\n", Edits),
            "--- a/a.cu\n+++ b/a.cu\n@@ -1,1 +1,1 @@\n-x\n+y\n");
  EXPECT_EQ(
      renderUnifiedDiff("a.cu", "x\n", editsOf({replace(4294967295u, 1, "z")})),
      "");
}

TEST(UnifiedDiffTest, OneRenameWithContext) {
  std::string Text = "l1\nl2\nl3\nl4 cudaFree\nl5\nl6\nl7\nl8\n";
  unsigned Offset = Text.find("cudaFree");
  EXPECT_EQ(renderUnifiedDiff("src/a.cu", Text,
                              editsOf({replace(Offset, 8, "hipFree")})),
            "--- a/src/a.cu\n+++ b/src/a.cu\n"
            "@@ -1,7 +1,7 @@\n"
            " l1\n l2\n l3\n-l4 cudaFree\n+l4 hipFree\n l5\n l6\n l7\n");
}

TEST(UnifiedDiffTest, InsertedLineAtTopAndDistantChangeMakeTwoHunks) {
  std::string Text;
  for (int I = 1; I <= 12; ++I)
    Text += "line" + std::to_string(I) + "\n";
  unsigned Offset = Text.find("line12");
  EXPECT_EQ(renderUnifiedDiff(
                "b.cu", Text,
                editsOf({replace(0, 0, "#include <hip/hip_runtime.h>\n"),
                         replace(Offset, 6, "LINE12")})),
            "--- a/b.cu\n+++ b/b.cu\n"
            "@@ -1,3 +1,4 @@\n"
            "+#include <hip/hip_runtime.h>\n line1\n line2\n line3\n"
            "@@ -9,4 +10,4 @@\n"
            " line9\n line10\n line11\n-line12\n+LINE12\n");
}

TEST(UnifiedDiffTest, DeletedLineAndMissingFinalNewline) {
  std::string Text = "#include <cuda.h>\n#include <cuda_runtime.h>\nint x;";
  EXPECT_EQ(renderUnifiedDiff(
                "c.cu", Text,
                editsOf({replace(10, 6, "hip/hip_runtime.h"),
                         replace(18, 26, "")})),
            "--- a/c.cu\n+++ b/c.cu\n"
            "@@ -1,3 +1,2 @@\n"
            "-#include <cuda.h>\n-#include <cuda_runtime.h>\n"
            "+#include <hip/hip_runtime.h>\n int x;\n"
            "\\ No newline at end of file\n");
}

} // namespace

// patch must read back the names git would write: a tab ends a name with
// spaces, and control characters, quotes and backslashes are C-quoted.
TEST(UnifiedDiffTest, NameWithSpaceEndsWithTab) {
  std::string Diff = renderUnifiedDiff("my src/a.cu", "cudaFree\n",
                                       editsOf({replace(0, 8, "hipFree")}));
  EXPECT_EQ(Diff.substr(0, Diff.find("@@")),
            "--- a/my src/a.cu\t\n+++ b/my src/a.cu\t\n");
}

TEST(UnifiedDiffTest, NameWithNewlineOrQuoteIsCQuoted) {
  std::string Diff =
      renderUnifiedDiff("a\nb\"c\\d\x01\xc3\xa9.cu", "cudaFree\n",
                        editsOf({replace(0, 8, "hipFree")}));
  EXPECT_EQ(Diff.substr(0, Diff.find("@@")),
            "--- \"a/a\\nb\\\"c\\\\d\\001\\303\\251.cu\"\n"
            "+++ \"b/a\\nb\\\"c\\\\d\\001\\303\\251.cu\"\n");
}
