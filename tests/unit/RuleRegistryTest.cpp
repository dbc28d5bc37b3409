#include "rules/RuleRegistry.h"
#include "output/HipCollision.h"
#include "output/WarpSizeHazard.h"
#include "gtest/gtest.h"

using namespace hipify;

// A finding's warning ends with the rule that reported it, the name
// --rules-disable takes: every kind of finding must name a registered rule.
TEST(RuleRegistryTest, EveryWarpSizeHazardKindNamesARegisteredRule) {
  for (WarpSizeHazardKind Kind : warpSizeHazardKinds())
    EXPECT_TRUE(isRuleName(warpSizeReportingRule(Kind)))
        << warpSizeRuleId(Kind).str() << " is reported by '"
        << warpSizeReportingRule(Kind).str() << "'";
}

TEST(RuleRegistryTest, EveryHipCollisionKindNamesARegisteredRule) {
  for (HipCollisionKind Kind : hipCollisionKinds())
    EXPECT_TRUE(isRuleName(hipCollisionReportingRule(Kind)))
        << hipCollisionRuleId(Kind).str() << " is reported by '"
        << hipCollisionReportingRule(Kind).str() << "'";
}

TEST(RuleRegistryTest, NamesAreUniqueAndOnlyRegisteredNamesAreKnown) {
  std::set<std::string> Seen;
  for (const RuleDescription &R : ruleDescriptions())
    EXPECT_TRUE(Seen.insert(R.Name.str()).second) << R.Name.str();
  EXPECT_FALSE(isRuleName("warp-size"));
  EXPECT_FALSE(isRuleName(""));
}
