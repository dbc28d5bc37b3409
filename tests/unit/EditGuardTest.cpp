//===- EditGuardTest.cpp - What no edit of a user file may do -------------===//
#include "frontend/EditGuard.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

/// CUDA names in these tests: cudaFoo is hipFoo once converted.
llvm::StringRef hipSpelling(llvm::StringRef Name) {
  return Name == "cudaFoo" ? "hipFoo" : Name;
}

class EditGuardTest : public ::testing::Test {
protected:
  /// Why replacing the first \p Removed of the buffer by \p Replacement is
  /// refused.
  std::string why(llvm::StringRef Removed, llvm::StringRef Replacement) {
    size_t Offset = Buffer.find(Removed.str());
    EXPECT_NE(Offset, std::string::npos) << Removed.str();
    EditGuard Guard(Buffer, LangOpts, hipSpelling);
    return Guard.whyRefused(Offset, Removed.size(), Replacement);
  }

  std::string Buffer;
  clang::LangOptions LangOpts;
};

TEST_F(EditGuardTest, RenamesAndPlainValuesPass) {
  Buffer = "void f() { cudaFoo(h, CUDNN_X, 0); }\n";
  EXPECT_EQ(why("cudaFoo", "hipFoo"), "");
  EXPECT_EQ(why(", CUDNN_X", ""), "");
  EXPECT_EQ(why("CUDNN_X, 0", "0, miopenX"), "");
}

TEST_F(EditGuardTest, RemovingOrSplittingADirectiveIsRefused) {
  Buffer = "f(a,\n#if X\n  b,\n#else\n  c,\n#endif\n  d);\n";
  EXPECT_EQ(why(",\n#if X\n  b", ""), "it would remove the directive '#if X'");
  Buffer = "  #  define N 4\nint n = N;\n";
  EXPECT_EQ(why("#  define", "enum"),
            "it would remove the directive '#  define N 4'");
  Buffer = "#define N cudaFoo\nint n;\n";
  EXPECT_EQ(why("cudaFoo\nint", "hipFoo int"),
            "it would join the directive '#define N cudaFoo' with the next "
            "line");
  EXPECT_EQ(why("cudaFoo", "hipFoo\n"),
            "it would split the directive '#define N cudaFoo'");
  // A '#' that begins no directive is an operator of a macro's body.
  Buffer = "#define S(x) #x cudaFoo\n";
  EXPECT_EQ(why("#x cudaFoo", "#x hipFoo"), "");
}

TEST_F(EditGuardTest, RemovingACommentIsRefusedUnlessItIsCarried) {
  Buffer = "f(h, /* the workspace */ NULL, n);\n";
  EXPECT_EQ(why(", /* the workspace */ NULL", ""),
            "it would remove the comment '/* the workspace */'");
  EXPECT_EQ(why("h, /* the workspace */ NULL, n", "n, /* the workspace */ h"),
            "");
  Buffer = "f(h, // last\n  n);\n";
  EXPECT_EQ(why("h, // last\n  n", "n"),
            "it would remove the comment '// last'");
}

TEST_F(EditGuardTest, DroppingOrDuplicatingSideEffectsIsRefused) {
  Buffer = "f(h, x, pickAlgo(&calls), &sz);\n";
  EXPECT_EQ(why(", pickAlgo(&calls)", ""),
            "it would drop 'pickAlgo(&calls)', which may have side effects");
  Buffer = "f(h, n++, y);\n";
  EXPECT_EQ(why(", n++", ""), "it would drop 'n++', which may have side "
                              "effects");
  EXPECT_EQ(why("h, n++, y", "h, n++, y, n++"),
            "it would evaluate 'n++', which may have side effects, more than "
            "once");
  Buffer = "f(h, x = 2, y);\n";
  EXPECT_EQ(why(", x = 2", ""),
            "it would drop 'x = 2', which may have side effects");
  // Moved, or renamed where it is: kept once.
  Buffer = "f(h, cudaFoo(x), y);\n";
  EXPECT_EQ(why("h, cudaFoo(x), y", "y, hipFoo(x), h"), "");
  // Written twice without side effects.
  Buffer = "f(h, d[0], sizeof(T));\n";
  EXPECT_EQ(why("h, d[0], sizeof(T)", "h, d[0], d[0]"), "");
}

} // namespace
