//===- UserRulesTest.cpp - Reading and checking user rules files ----------===//
#include "hipify/UserRules.h"
#include "mapgen/MappingFile.h"

#include "gtest/gtest.h"

using namespace hipify;
using namespace hipify::mapgen;

namespace {

std::vector<std::string> errorsOf(llvm::StringRef Text,
                                  MappingFamily *Family = nullptr) {
  std::vector<MappingDiagnostic> Diags;
  MappingFamily F = parseUserRulesFile("r.rules", Text, Diags);
  if (Family)
    *Family = std::move(F);
  std::vector<std::string> Out;
  for (const MappingDiagnostic &D : Diags)
    Out.push_back(D.str());
  return Out;
}

using Errors = std::vector<std::string>;

TEST(UserRulesFileTest, ParsesNameReplacementKind) {
  MappingFamily F;
  EXPECT_EQ(errorsOf("# the project's helpers\n"
                     "#! api: not a directive here\n"
                     "\n"
                     "checkCudaErrors\tcheckHipErrors\tfunction # note\n"
                     "  utils::launch  launchHip  function\n"
                     "CUDA_CHECK HIP_CHECK macro\n",
                     &F),
            Errors());
  EXPECT_EQ(F.Api, UserRulesApi);
  ASSERT_EQ(F.Records.size(), 3u);
  EXPECT_EQ(F.Records[0].CudaName, "checkCudaErrors");
  EXPECT_EQ(F.Records[0].HipName, "checkHipErrors");
  EXPECT_EQ(F.Records[0].Kind, MappingKind::Function);
  EXPECT_EQ(F.Records[0].Category, UserRulesCategory);
  EXPECT_EQ(F.Records[0].Status, SupportStatus::Supported);
  EXPECT_EQ(F.Records[0].Where.Line, 4u);
  EXPECT_EQ(F.Records[1].CudaName, "utils::launch");
  EXPECT_EQ(F.Records[1].Where.Column, 3u);
  EXPECT_EQ(F.Records[2].Kind, MappingKind::Macro);
}

TEST(UserRulesFileTest, RejectsBadLines) {
  EXPECT_EQ(errorsOf("a b\n"),
            Errors{"r.rules:1:4: error: expected 3 fields (name, "
                   "replacement, kind), found 2"});
  EXPECT_EQ(errorsOf("a b function library\n"),
            Errors{"r.rules:1:14: error: expected 3 fields (name, "
                   "replacement, kind), found 4"});
  EXPECT_EQ(errorsOf("a b header\n"),
            Errors{"r.rules:1:5: error: unknown kind 'header' (expected "
                   "function, type, enum, enumerator, macro, variable or "
                   "namespace)"});
  EXPECT_EQ(errorsOf("a-b c type\n"),
            Errors{"r.rules:1:1: error: 'a-b' is not an identifier"});
  EXPECT_EQ(errorsOf("ns::M N macro\n"),
            Errors{"r.rules:1:1: error: 'ns::M' is not an identifier"});
  EXPECT_EQ(errorsOf("a ns::b function\n"),
            Errors{"r.rules:1:3: error: 'ns::b' is not an identifier"});
}

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
