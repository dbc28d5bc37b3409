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

TEST(BuildMappingTest, BadLinesAreErrorsWithTheirPlace) {
  auto Unknown = BuildMapping::parse("#! architectures: gfx90a\n"
                                     "flug -x -y\n",
                                     "t.map");
  ASSERT_FALSE(bool(Unknown));
  EXPECT_EQ(llvm::toString(Unknown.takeError()),
            "t.map:2:1: error: unknown kind 'flug'");
  auto Extra = BuildMapping::parse("#! architectures: gfx90a\n"
                                   "flag -x -y  bogus\n",
                                   "t.map");
  ASSERT_FALSE(bool(Extra));
  EXPECT_EQ(llvm::toString(Extra.takeError()),
            "t.map:2:13: error: unknown extra 'bogus'");
  auto Twice = BuildMapping::parse("#! architectures: gfx90a\n"
                                   "flag -x -y\nflag -x -z\n",
                                   "t.map");
  ASSERT_FALSE(bool(Twice));
  EXPECT_EQ(llvm::toString(Twice.takeError()),
            "t.map:3:1: error: duplicate flag '-x'");
}
