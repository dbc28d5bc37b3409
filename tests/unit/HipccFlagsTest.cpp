//===- HipccFlagsTest.cpp - The allow-list of the flags hipcc gets --------===//
#include "driver/HipccFlags.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

std::vector<std::string> commandLine(std::vector<std::string> Flags,
                                     std::vector<std::string> *Dropped) {
  HipCompiler Compiler;
  Compiler.Path = "hipcc";
  return hipccCommandLine(Compiler, Flags, "k.hip", Dropped);
}

TEST(HipccFlagsTest, KeepsWhatShapesTheSource) {
  std::vector<std::string> Dropped;
  std::vector<std::string> Args = commandLine({"-Iinc",
                                               "-I",
                                               "a b",
                                               "-isystem",
                                               "sys",
                                               "-DN=1",
                                               "-D",
                                               "M",
                                               "-UX",
                                               "-include",
                                               "pre.h",
                                               "-std=c++20",
                                               "-Wall",
                                               "-Wno-unused",
                                               "-Werror",
                                               "-O2",
                                               "-fno-exceptions",
                                               "-fopenmp",
                                               "-mavx2",
                                               "-march=native",
                                               "-pthread"},
                                              &Dropped);
  std::vector<std::string> Expected = {"hipcc",
                                       "-x",
                                       "hip",
                                       "--offload-arch=gfx90a",
                                       "-fsyntax-only",
                                       "-Iinc",
                                       "-I",
                                       "a b",
                                       "-isystem",
                                       "sys",
                                       "-DN=1",
                                       "-D",
                                       "M",
                                       "-UX",
                                       "-include",
                                       "pre.h",
                                       "-std=c++20",
                                       "-Wall",
                                       "-Wno-unused",
                                       "-Werror",
                                       "-O2",
                                       "-fno-exceptions",
                                       "-fopenmp",
                                       "-mavx2",
                                       "-march=native",
                                       "-pthread",
                                       "k.hip"};
  EXPECT_EQ(Args, Expected);
  EXPECT_TRUE(Dropped.empty());
}

TEST(HipccFlagsTest, LeavesOutWhatReachesBeyondTheCompile) {
  std::vector<std::string> Dropped;
  std::vector<std::string> Args = commandLine(
      {"-fproc-stat-report=/tmp/x", "-fno-integrated-cc1", "-Wl,-rpath,/x",
       "-Wa,--noexecstack", "-Wp,-MD,/tmp/d", "-mllvm", "-fplugin=p.so",
       "-fpass-plugin=q.so", "-Xclang", "-o", "out", "@rsp", "-MD", "-I"},
      &Dropped);
  std::vector<std::string> Expected = {
      "hipcc", "-x", "hip", "--offload-arch=gfx90a", "-fsyntax-only", "k.hip"};
  EXPECT_EQ(Args, Expected);
  EXPECT_EQ(Dropped.size(), 14u);
}

TEST(HipccFlagsTest, SetsLanguageArchitectureAndSourceItself) {
  std::vector<std::string> Args =
      commandLine({"-x", "cuda", "--offload-arch=gfx1100", "-fsyntax-only",
                   "k.hip", "other.cu"},
                  nullptr);
  std::vector<std::string> Expected = {
      "hipcc", "-x", "hip", "--offload-arch=gfx90a", "-fsyntax-only", "k.hip"};
  EXPECT_EQ(Args, Expected);
}

TEST(HipccFlagsTest, ARelativeCompilerIsFoundFromTheCurrentDirectory) {
  HipCompiler Compiler;
  Compiler.Path = "tools/hipcc";
  std::string Program = hipccProgram(Compiler);
  EXPECT_TRUE(llvm::StringRef(Program).starts_with("/"));
  EXPECT_TRUE(llvm::StringRef(Program).ends_with("/tools/hipcc"));
  Compiler.Path = "hipcc";
  EXPECT_EQ(hipccProgram(Compiler), "hipcc");
}

} // namespace
