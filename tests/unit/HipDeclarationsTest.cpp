#include "rules/collisions/HipDeclarations.h"
#include "rules/collisions/HipTypeSpelling.h"

#include <gtest/gtest.h>

namespace hipify {
namespace {

constexpr const char *List =
    "# hip: 5.2\n"
    "# hip: 6.4\n"
    "vector\tfloat2\tHIP_vector_type<float, "
    "2>\tfloat\t5.2,6.4\tv.h\thip/hip_runtime.h\n"
    "vector\thipFloatComplex\tHIP_vector_type<float, "
    "2>\tfloat\t5.2\tc.h\thip/hip_complex.h\n"
    "function\tatomicMax\tdevice\t5.2,6.4\thip/a.h\thip/hip_runtime.h\tdouble "
    "*\tdouble\n"
    "operator\toperator*\thost "
    "device\t6.4\thip/v.h\thip/hip_runtime.h\tV\tconst V &\n"
    "function\ttoo-short\tdevice\n";

TEST(HipDeclarationsTest, ReadsFunctionsOperatorsAndVectors) {
  HipDeclarations D(List);
  EXPECT_EQ(D.versions(), "5.2,6.4");
  ASSERT_EQ(D.named("atomicMax").size(), 1u);
  const HipDeclaration &Max = D.named("atomicMax")[0];
  EXPECT_TRUE(Max.Device);
  EXPECT_FALSE(Max.Host);
  EXPECT_FALSE(Max.IsOperator);
  EXPECT_EQ(Max.Header, "hip/a.h");
  EXPECT_EQ(Max.IncludedBy, "hip/hip_runtime.h");
  EXPECT_EQ(Max.Parameters, (std::vector<std::string>{"double *", "double"}));
  ASSERT_EQ(D.named("operator*").size(), 1u);
  EXPECT_TRUE(D.named("operator*")[0].IsOperator);
  EXPECT_EQ(D.named("operator*")[0].Versions, "6.4");
  EXPECT_TRUE(D.named("too-short").empty()); // malformed: skipped
  // Two names of one vector type; the first names it in messages.
  EXPECT_EQ(D.vectorType("hipFloatComplex"), "HIP_vector_type<float, 2>");
  EXPECT_EQ(D.vectorName("HIP_vector_type<float, 2>"), "float2");
  EXPECT_EQ(D.vectorElement("HIP_vector_type<float, 2>"), "float");
  EXPECT_EQ(D.vectorType("float"), "");
}

TEST(HipDeclarationsTest, NvidiaLineMarksTheDeclarationItRepeats) {
  HipDeclarations D(
      "function\tatomicMax\tdevice\t6.4\thip/a.h\thip/hip_runtime.h\tdouble "
      "*\tdouble\n"
      "function\tatomicMax\tdevice\t6.4\thip/a.h\thip/hip_runtime.h\tint "
      "*\tint\n"
      "nvidia\tfunction\tatomicMax\tdevice\thip/n.h\tdouble *\tdouble\n"
      "nvidia\tfunction\tatomicMax\thost device\thip/n.h\tint *\tint\n"
      "nvidia\tfunction\tatomicMin\tdevice\thip/n.h\tint *\tint\n");
  ASSERT_EQ(D.named("atomicMax").size(), 2u);
  EXPECT_EQ(D.named("atomicMax")[0].NvidiaHeader, "hip/n.h");
  // Another target: another function.
  EXPECT_EQ(D.named("atomicMax")[1].NvidiaHeader, "");
  EXPECT_TRUE(D.named("atomicMin").empty());
}

TEST(HipDeclarationsTest, BuiltinListSaysWhatHipOnNvidiaDefinesToo) {
  const HipDeclarations &D = HipDeclarations::builtin();
  const std::vector<std::string> Double = {"double *", "double"},
                                 Float = {"float *", "float"};
  for (const HipDeclaration &Max : D.named("atomicMax"))
    EXPECT_EQ(Max.NvidiaHeader.empty(),
              Max.Parameters != Double && Max.Parameters != Float)
        << Max.Parameters[0];
}

TEST(HipDeclarationsTest, BuiltinListHasHipsDeviceFunctions) {
  const HipDeclarations &D = HipDeclarations::builtin();
  EXPECT_FALSE(D.named("atomicMax").empty());
  EXPECT_FALSE(D.vectorType("float4").empty());
}

TEST(HipDeclarationsTest, ReplacesWholeWords) {
  auto Vector = [](llvm::StringRef W) {
    return W == "V" ? llvm::StringRef("float2") : llvm::StringRef();
  };
  EXPECT_EQ(replaceWords("const V &", Vector), "const float2 &");
  EXPECT_EQ(replaceWords("VV *", Vector), "VV *");
}

TEST(HipTypeSpellingTest, DropsTopLevelReferencesAndQualifiers) {
  EXPECT_EQ(withoutTopLevelQualifiers("const float2 &"), "float2");
  EXPECT_EQ(withoutTopLevelQualifiers("float2 &&"), "float2");
  EXPECT_EQ(withoutTopLevelQualifiers("double *const"), "double *");
  // A pointer's pointee keeps its qualifiers.
  EXPECT_EQ(withoutTopLevelQualifiers("const double *"), "const double *");
  EXPECT_EQ(withoutTopLevelQualifiers("Box<int *>"), "Box<int *>");
}

} // namespace
} // namespace hipify
