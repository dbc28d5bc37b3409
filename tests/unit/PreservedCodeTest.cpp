//===- PreservedCodeTest.cpp - Directives and comments an output keeps ----===//
#include "frontend/PreservedCode.h"

#include "hipify/EditSet.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

std::string lost(llvm::StringRef Original, llvm::StringRef Converted) {
  return firstLostDirectiveOrComment(Original, Converted, clang::LangOptions());
}

TEST(PreservedCodeTest, RenamesAndAdditionsKeepEverything) {
  EXPECT_EQ(lost("#include <cuda_runtime.h>\n// alloc\ncudaMalloc(&p, n);\n",
                 "#include <hip/hip_runtime.h>\n#if !defined(X)\n#endif\n"
                 "// alloc\nhipMalloc(&p, n);\n"),
            "");
}

TEST(PreservedCodeTest, AWordAfterAHashThatNamesNoDirectiveMayBeRenamed) {
  // In an inactive branch clang reads no directive there.
  EXPECT_EQ(lost("#if 0\n# CUDNN_DATA_FLOAT, 1);\n#endif\n",
                 "#if 0\n# miopenFloat, 1);\n#endif\n"),
            "");
}

TEST(PreservedCodeTest, AMissingDirectiveOrCommentIsNamed) {
  EXPECT_EQ(lost("f(a,\n#if X\n b,\n#else\n c,\n#endif\n d);\n",
                 "g(a, d);\n#endif\n"),
            "line 2: '#if'");
  EXPECT_EQ(lost("f(h, /* ws */ NULL);\n", "g(h);\n"), "line 1: '/* ws */'");
  // In order: a comment moved past a directive is not the same code.
  EXPECT_EQ(lost("// a\n#define X\n", "#define X\n// a\n"), "line 2: '#define'");
}

Edit renameBy(std::string Rule, unsigned Offset, unsigned Length,
              std::string Cuda, std::string Hip) {
  Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Replacement = Hip;
  E.Reference = ReferenceInfo{Cuda, Hip, "CUDA RT", "memory"};
  E.Rule = std::move(Rule);
  return E;
}

TEST(PreservedCodeTest, EditsMadeByARuleAreAttributed) {
  EditSet Edits;
  ASSERT_TRUE(Edits.add(renameBy("identifier", 0, 10, "cudaMalloc",
                                 "hipMalloc")));
  EXPECT_EQ(firstUnattributedEdit("cudaMalloc(&p, n);\n", Edits), "");
}

TEST(PreservedCodeTest, AnEditNoRuleMadeIsNamed) {
  EditSet Edits;
  ASSERT_TRUE(Edits.add(renameBy("identifier", 0, 10, "cudaMalloc",
                                 "hipMalloc")));
  Edit Stray;
  Stray.Offset = 19;
  Stray.Length = 1;
  Stray.Replacement = "m";
  ASSERT_TRUE(Edits.add(Stray));
  EXPECT_EQ(firstUnattributedEdit("cudaMalloc(&p, n);\nn = 1;\n", Edits),
            "line 2: 'n' -> 'm' made by no rule");
}

TEST(PreservedCodeTest, ARenameMustReplaceTheNameItCounts) {
  EditSet Edits;
  ASSERT_TRUE(Edits.add(renameBy("identifier", 15, 1, "cudaMalloc",
                                 "hipMalloc")));
  EXPECT_EQ(firstUnattributedEdit("cudaMalloc(&p, n);\n", Edits),
            "line 1: 'n' -> 'hipMalloc' [identifier] counted as 'cudaMalloc'");
}

TEST(PreservedCodeTest, ARenameMaySpellItsNameInPartsOrAcrossALine) {
  EditSet Edits;
  ASSERT_TRUE(Edits.add(renameBy("library-namespace", 0, 3,
                                 "cub::DeviceReduce", "hipcub")));
  ASSERT_TRUE(Edits.add(renameBy("identifier", 20, 12, "cudaMalloc",
                                 "hipMalloc")));
  EXPECT_EQ(firstUnattributedEdit("cub::DeviceReduce x;cuda\\\nMalloc(&p);",
                                  Edits),
            "");
}

} // namespace
