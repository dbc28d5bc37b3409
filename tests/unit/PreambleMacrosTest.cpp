//===- PreambleMacrosTest.cpp - Preambles shared across -D macros ---------===//
#include "preamble/PreambleMacros.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

CompileJob job(std::vector<std::string> Args) {
  CompileJob Job;
  Job.File = "/p/a.cu";
  Job.Directory = "/p";
  Job.CommandLine = std::move(Args);
  Job.CommandLine.push_back("/p/a.cu");
  return Job;
}

TEST(DefinedMacrosTest, EveryFormOfDashD) {
  EXPECT_EQ(
      definedMacros(job({"clang", "-DA", "-DB=2", "-D", "C=x", "-I", "/p/D"})),
      (std::vector<std::string>{"A", "B", "C"}));
  EXPECT_TRUE(definedMacros(job({"clang", "-std=c++17"})).empty());
}

TEST(WithoutDefinitionsTest, DropsOnlyTheDefinitions) {
  auto Bare = withoutDefinitions(job({"clang", "-DA", "-O2", "-D", "B=1"}));
  ASSERT_TRUE(Bare);
  EXPECT_EQ(Bare->CommandLine,
            (std::vector<std::string>{"clang", "-O2", "/p/a.cu"}));
}

TEST(WithoutDefinitionsTest, NothingToShareWithoutDefinitionsOrWithUndefs) {
  EXPECT_FALSE(withoutDefinitions(job({"clang", "-O2"})));
  EXPECT_FALSE(withoutDefinitions(job({"clang", "-DA", "-UB"})));
  // A "-D" with nothing after it but the source defines nothing.
  auto Malformed = withoutDefinitions(job({"clang", "-DA", "-D"}));
  ASSERT_TRUE(Malformed);
  EXPECT_EQ(Malformed->CommandLine.back(), "/p/a.cu");
}

TEST(IdentifierListTest, ParsesOneNamePerLine) {
  llvm::StringSet<> Names = parseIdentifierList("A\nNDEBUG\n__x\n");
  EXPECT_TRUE(Names.contains("NDEBUG"));
  EXPECT_FALSE(Names.contains("PROJ_LEVEL"));
  EXPECT_EQ(Names.size(), 3u);
}

} // namespace
