//===- NameIndexTest.cpp - The hash index over names sorted ---------------===//
#include "mapping/NameIndex.h"

#include "gtest/gtest.h"

#include <string>
#include <tuple>

using namespace hipify;

namespace {

NameRun findIn(llvm::ArrayRef<NameRun> Index,
               llvm::ArrayRef<llvm::StringRef> Names, llvm::StringRef Name) {
  return findNameRun(Index, Name, [&](uint32_t I) { return Names[I]; });
}

TEST(NameIndexTest, EveryRunIsFoundWhole) {
  const llvm::StringRef Names[] = {"a", "a", "b", "cudaFree", "cudaFree",
                                   "cudaFree", "cudaMalloc"};
  std::vector<NameRun> Index = buildNameIndex(Names);
  EXPECT_EQ(Index.size(), 16u); // four names: at most half the slots used
  for (auto [Name, First, Count] :
       {std::tuple{"a", 0u, 2u}, {"b", 2u, 1u}, {"cudaFree", 3u, 3u},
        {"cudaMalloc", 6u, 1u}}) {
    NameRun Run = findIn(Index, Names, Name);
    EXPECT_EQ(Run.First, First) << Name;
    EXPECT_EQ(Run.Count, Count) << Name;
  }
  EXPECT_EQ(findIn(Index, Names, "cuda").Count, 0u);
  EXPECT_EQ(findIn(Index, Names, "").Count, 0u);
}

TEST(NameIndexTest, CollidingNamesProbeOnward) {
  // Many names in few slots: every one still found, none found twice.
  std::vector<std::string> Owned;
  for (int I = 0; I < 200; ++I)
    Owned.push_back("name" + std::to_string(1000 + I));
  std::vector<llvm::StringRef> Names(Owned.begin(), Owned.end());
  std::vector<NameRun> Index = buildNameIndex(Names);
  for (uint32_t I = 0; I < Names.size(); ++I) {
    NameRun Run = findIn(Index, Names, Names[I]);
    EXPECT_EQ(Run.First, I);
    EXPECT_EQ(Run.Count, 1u);
  }
  EXPECT_EQ(findIn(Index, Names, "name0999").Count, 0u);
}

TEST(NameIndexTest, AnEmptyTableFindsNothing) {
  EXPECT_EQ(findIn({}, {}, "cudaFree").Count, 0u);
  std::vector<NameRun> Index = buildNameIndex({});
  EXPECT_EQ(findIn(Index, {}, "cudaFree").Count, 0u);
}

// The generated index is written on one host and read on another.
TEST(NameIndexTest, HashIsFixed) {
  EXPECT_EQ(nameHash(""), 2166136261u);
  EXPECT_EQ(nameHash("a"), 0xe40c292cu);
}

} // namespace
