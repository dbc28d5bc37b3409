#include "mapping/NumericBounds.h"
#include "mapping/NumericNotes.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

const char Sources[] = "#! source a: vendor A's guide\n"
                       "#! source b: vendor B's reference\n";

std::vector<std::string> errorsOf(const std::string &Text) {
  std::vector<mapgen::MappingDiagnostic> Diags;
  parseNumericBounds("n.bounds", Text, Diags);
  std::vector<std::string> Out;
  for (const auto &D : Diags)
    Out.push_back(D.str());
  return Out;
}

} // namespace

TEST(NumericBoundsTest, ReadsBothVendorsBoundsWithTheirSources) {
  std::vector<mapgen::MappingDiagnostic> Diags;
  NumericBoundsFile F = parseNumericBounds(
      "n.bounds",
      std::string(Sources) + "# comment\n"
                             "__expf | - | 2 + x ulp [a] | 6 | 6 ulp [b]\n"
                             "__fadd_rn | 0 | exact [a] | 0 | 0 ulp [b]\n",
      Diags);
  EXPECT_TRUE(Diags.empty());
  ASSERT_EQ(F.Bounds.size(), 2u);
  EXPECT_EQ(F.Sources.size(), 2u);
  const NumericBound *Exp = F.find("__expf");
  ASSERT_TRUE(Exp);
  EXPECT_EQ(Exp->Cuda.Ulp, "");
  EXPECT_EQ(Exp->Cuda.Text, "2 + x ulp [a]");
  EXPECT_EQ(Exp->Hip.Ulp, "6");
  // Only one vendor documents an ulp figure: the bounds differ.
  EXPECT_FALSE(Exp->sameOnBoth());
  EXPECT_TRUE(F.find("__fadd_rn")->sameOnBoth());
}

TEST(NumericBoundsTest, RejectsBoundsWithoutAKnownSourceOrFigure) {
  EXPECT_EQ(errorsOf(std::string(Sources) +
                     "__expf | 2 | two ulp [c] | 6 | six [b]\n"
                     "__logf | two | x [a] | 6 | y [b]\n"
                     "__sinf | 2 | x [a]\n"
                     "__cosf | 2 | x [a] | 2 | y [b]\n"
                     "__cosf | 2 | x [a] | 2 | y [b]\n"),
            (std::vector<std::string>{
                "n.bounds:3:1: error: each bound ends with '[source]', a "
                "'#! source' declared before it",
                "n.bounds:4:1: error: an ulp field is a number or '-'",
                "n.bounds:5:1: error: expected 'function | CUDA ulp | CUDA "
                "bound | HIP ulp | HIP bound'",
                "n.bounds:7:1: error: '__cosf' is listed twice"}));
}

TEST(NumericBoundsTest, NotesNameANumericsRuleAndASource) {
  std::vector<mapgen::MappingDiagnostic> Diags;
  NumericNotesFile F = parseNumericNotes(
      "n.notes",
      std::string(Sources) +
          "CUBLAS_X | numerics-gemm-compute-type | full float [a]\n"
          "CUBLAS_Y | gemm | full float [a]\n"
          "CUBLAS_Z | numerics-gemm-compute-type | no source\n",
      Diags);
  ASSERT_EQ(F.Notes.size(), 1u);
  EXPECT_EQ(F.Notes[0].Rule, "numerics-gemm-compute-type");
  ASSERT_EQ(Diags.size(), 2u);
  EXPECT_EQ(Diags[0].str(),
            "n.notes:4:1: error: the rule of a note is a numerics-... rule");
  EXPECT_EQ(Diags[1].str(), "n.notes:5:1: error: a note ends with '[source]', "
                            "a '#! source' declared before it");
}
