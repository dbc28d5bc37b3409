#include "buildfiles/BuildMapping.h"

#include "gtest/gtest.h"

using namespace hipify;

TEST(BuildMappingTest, BuiltinTableParses) {
  const BuildMapping &Map = BuildMapping::builtin();
  EXPECT_EQ(Map.architectures(), "gfx90a;gfx942");
  EXPECT_EQ(Map.fileKind("CMakeLists.txt"), "cmake");
  EXPECT_EQ(Map.fileKind("cuda.cmake"), "cmake");
  EXPECT_EQ(Map.fileKind("rules.mk"), "make");
  EXPECT_EQ(Map.fileKind("main.cu"), "");
  const BuildEntry *Arch = Map.find("flag", "-arch");
  ASSERT_NE(Arch, nullptr);
  EXPECT_TRUE(Arch->TakesValue && Arch->Architectures);
  const BuildEntry *Blas = Map.find("target", "CUDA::cublas");
  ASSERT_NE(Blas, nullptr);
  EXPECT_EQ(Blas->Hip, "roc::hipblas");
  EXPECT_EQ(Blas->Package, "hipblas");
}

TEST(BuildMappingTest, NoteRunsToTheEndOfTheLine) {
  auto Map = BuildMapping::parse("#! architectures: gfx90a\n"
                                 "flag -Xcudafe - value note=no such flag\n",
                                 "t.map");
  ASSERT_TRUE(bool(Map)) << llvm::toString(Map.takeError());
  const BuildEntry *E = Map->find("flag", "-Xcudafe");
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->Note, "no such flag");
  EXPECT_TRUE(E->TakesValue);
  EXPECT_EQ(E->Hip, "");
}

/// The error parsing \p Entries (after the required directive) gives.
static std::string errorOf(llvm::StringRef Entries) {
  auto Map = BuildMapping::parse(("#! architectures: gfx90a\n" + Entries).str(),
                                 "t.map");
  return Map ? std::string("no error") : llvm::toString(Map.takeError());
}

TEST(BuildMappingTest, BadLinesAreErrorsWithTheirPlace) {
  EXPECT_EQ(errorOf("flug -x -y\n"), "t.map:2:1: error: unknown kind 'flug'");
  EXPECT_EQ(errorOf("flag -x -y  bogus\n"),
            "t.map:2:13: error: unknown extra 'bogus'");
  EXPECT_EQ(errorOf("flag -x -y\nflag -x -z\n"),
            "t.map:3:1: error: duplicate flag '-x'");
  EXPECT_EQ(errorOf("flag -x\n"),
            "t.map:2:1: error: expected a kind, a CUDA name and a HIP name");
}
