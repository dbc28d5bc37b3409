//===- UserRulesTest.cpp - Reading and checking user rules files ----------===//
#include "mapping/UserRules.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

TEST(UserRuleSetTest, FindsRulesByIdentifierAndKind) {
  auto Set = UserRuleSet::parse({{"r.rules", "cudaCheck hipCheck macro\n"
                                             "cudaCheck hipCheckImpl function\n"
                                             "utils::run runHip function\n"}},
                                MappingTable::builtin());
  ASSERT_TRUE(bool(Set)) << llvm::toString(Set.takeError());
  EXPECT_TRUE(Set->mentions("cudaCheck"));
  EXPECT_TRUE(Set->mentions("run"));
  EXPECT_FALSE(Set->mentions("utils"));
  auto Macros = Set->find("cudaCheck", MappingKind::Macro);
  ASSERT_EQ(Macros.size(), 1u);
  EXPECT_EQ(Macros[0]->Replacement, "hipCheck");
  auto Functions = Set->find("cudaCheck", MappingKind::Function);
  ASSERT_EQ(Functions.size(), 1u);
  EXPECT_EQ(Functions[0]->Replacement, "hipCheckImpl");
  EXPECT_EQ(Functions[0]->Line, 2u);
  EXPECT_TRUE(Set->find("cudaCheck", MappingKind::Type).empty());
  auto Run = Set->find("run", MappingKind::Function);
  ASSERT_EQ(Run.size(), 1u);
  EXPECT_TRUE(Run[0]->isQualified());
  EXPECT_EQ(Run[0]->reference(),
            (ReferenceInfo{"utils::run", "runHip", "USER rules", "user"}));
}

TEST(UserRuleSetTest, ReportsEveryProblemOfEveryFileInOrder) {
  auto Set = UserRuleSet::parse({{"a.rules", "cudaMalloc myMalloc function\n"
                                             "check hipCheck function\n"},
                                 {"b.rules", "check other function\n"
                                             "bad\n"}},
                                MappingTable::builtin());
  ASSERT_FALSE(bool(Set));
  EXPECT_EQ(llvm::toString(Set.takeError()),
            "a.rules:1:1: error: 'cudaMalloc' is a CUDA name "
            "(mappings/runtime.tsv): user rules rename only the project's "
            "own names\n"
            "b.rules:1:1: error: duplicate function entry 'check' (first at "
            "a.rules:2)\n"
            "b.rules:2:4: error: expected 3 fields (name, replacement, kind), "
            "found 1");
}

} // namespace
