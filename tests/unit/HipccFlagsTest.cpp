//===- HipccFlagsTest.cpp - The allow-list of the flags hipcc gets --------===//
#include "driver/HipccFlags.h"
#include "llvm/ADT/Twine.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

/// \p Text's words.
std::vector<std::string> words(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 16> Words;
  Text.split(Words, ' ', -1, /*KeepEmpty=*/false);
  return {Words.begin(), Words.end()};
}

/// The command line for k.hip with \p Flags.
std::vector<std::string> commandLine(llvm::StringRef Flags,
                                     std::vector<std::string> *Dropped) {
  HipCompiler Compiler;
  Compiler.Path = "hipcc";
  return hipccCommandLine(Compiler, words(Flags), "k.hip", Dropped);
}

/// What the command line holds whatever the flags, \p Kept in the middle.
std::vector<std::string> withFixedPart(llvm::StringRef Kept) {
  return words(
      ("hipcc -x hip --offload-arch=gfx90a -fsyntax-only " + Kept + " k.hip")
          .str());
}

TEST(HipccFlagsTest, KeepsWhatShapesTheSource) {
  llvm::StringRef Flags =
      "-Iinc -I dir -isystem sys -DN=1 -D M -UX -include pre.h -std=c++20 "
      "-Wall -Wno-unused -Werror -O2 -fno-exceptions -fopenmp -mavx2 "
      "-march=native -pthread";
  std::vector<std::string> Dropped;
  EXPECT_EQ(commandLine(Flags, &Dropped), withFixedPart(Flags));
  EXPECT_TRUE(Dropped.empty());
}

TEST(HipccFlagsTest, LeavesOutWhatReachesBeyondTheCompile) {
  std::vector<std::string> Dropped;
  EXPECT_EQ(commandLine("-fproc-stat-report=/tmp/x -fno-integrated-cc1 "
                        "-Wl,-rpath,/x -Wa,--noexecstack -Wp,-MD,/tmp/d "
                        "-mllvm -fplugin=p.so -fpass-plugin=q.so -Xclang -o "
                        "out @rsp -MD -I",
                        &Dropped),
            withFixedPart(""));
  EXPECT_EQ(Dropped.size(), 14u);
}

TEST(HipccFlagsTest, SetsLanguageArchitectureAndSourceItself) {
  EXPECT_EQ(commandLine("-x cuda --offload-arch=gfx1100 -fsyntax-only k.hip "
                        "other.cu",
                        nullptr),
            withFixedPart(""));
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
