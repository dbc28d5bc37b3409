//===- IncludeInsertionTest.cpp - Where #include <hip/...> goes -----------===//
//
// A .cu file that uses CUDA without including it (nvcc includes it
// implicitly) gets `#include <hip/hip_runtime.h>`: after an include guard or
// `#pragma once`, else before the first #include, else at the top.
//
//===----------------------------------------------------------------------===//
#include "rules/IncludeRule.h"

#include "gtest/gtest.h"

using hipify::IncludeRule;

namespace {

/// The text that follows the insertion point.
std::string after(llvm::StringRef Text) {
  unsigned Offset = IncludeRule::insertionOffset(Text);
  EXPECT_LE(Offset, Text.size());
  return Text.substr(Offset).str();
}

TEST(IncludeInsertionTest, AfterAnIncludeGuard) {
  llvm::StringRef Text = "#ifndef KERNELS_CUH\n"
                         "#define KERNELS_CUH\n"
                         "#include <stdio.h>\n"
                         "__global__ void k();\n"
                         "#endif\n";
  EXPECT_EQ(after(Text), "#include <stdio.h>\n"
                         "__global__ void k();\n"
                         "#endif\n");
}

TEST(IncludeInsertionTest, AfterAnIncludeGuardBelowALicense) {
  llvm::StringRef Text = "/* Copyright\n"
                         " * #include <not/a/directive.h>\n"
                         " */\n"
                         "// more words\n"
                         "#ifndef  GUARD_H   // the guard\n"
                         "# define GUARD_H\n"
                         "__global__ void k();\n"
                         "#endif\n";
  EXPECT_EQ(after(Text), "__global__ void k();\n"
                         "#endif\n");
}

TEST(IncludeInsertionTest, AfterPragmaOnce) {
  llvm::StringRef Text = "// header\n"
                         "#pragma once\n"
                         "#include <vector>\n"
                         "__global__ void k();\n";
  EXPECT_EQ(after(Text), "#include <vector>\n"
                         "__global__ void k();\n");
}

TEST(IncludeInsertionTest, BeforeTheFirstInclude) {
  llvm::StringRef Text = "// Saxpy example.\n"
                         "/* Block comment */\n"
                         "#include <stdio.h>\n"
                         "#include \"util.h\"\n"
                         "__global__ void k() {}\n";
  EXPECT_EQ(after(Text), "#include <stdio.h>\n"
                         "#include \"util.h\"\n"
                         "__global__ void k() {}\n");
}

TEST(IncludeInsertionTest, BeforeTheFirstIncludeAfterDefines) {
  llvm::StringRef Text = "#define N 256\n"
                         "#include <stdio.h>\n"
                         "__global__ void k() {}\n";
  EXPECT_EQ(after(Text), "#include <stdio.h>\n"
                         "__global__ void k() {}\n");
}

TEST(IncludeInsertionTest, AtTheTopWhenCodeComesFirst) {
  llvm::StringRef Text = "// Only comments before the code.\n"
                         "/* more */\n"
                         "__global__ void k() {}\n"
                         "#include <stdio.h>\n";
  EXPECT_EQ(IncludeRule::insertionOffset(Text), 0u);
}

TEST(IncludeInsertionTest, AtTheTopWithoutDirectives) {
  EXPECT_EQ(IncludeRule::insertionOffset("__global__ void k() {}\n"), 0u);
  EXPECT_EQ(IncludeRule::insertionOffset("// just a comment\n"), 0u);
  EXPECT_EQ(IncludeRule::insertionOffset(""), 0u);
}

TEST(IncludeInsertionTest, IfndefThatIsNotAGuard) {
  // `#ifndef X` followed by something other than `#define X` is not a
  // guard: the include goes to the top, outside the conditional.
  llvm::StringRef Text = "#ifndef N\n"
                         "#define M 4\n"
                         "#endif\n"
                         "__global__ void k() {}\n";
  EXPECT_EQ(IncludeRule::insertionOffset(Text), 0u);
}

// An #include inside a conditional block is not "the first include": an
// insertion there would vanish when USE_MPI is not defined.
TEST(IncludeInsertionTest, NotInsideAConditionalBlock) {
  EXPECT_EQ(IncludeRule::insertionOffset("#ifdef USE_MPI\n"
                                         "#include <mpi.h>\n"
                                         "#endif\n"
                                         "__global__ void k() {}\n"),
            0u);
  EXPECT_EQ(IncludeRule::insertionOffset("#ifndef NDEBUG\n"
                                         "#include <cassert>\n"
                                         "#endif\n"
                                         "__global__ void k() {}\n"),
            0u);
}

} // namespace
