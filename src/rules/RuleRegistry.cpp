#include "ArgumentTransformRule.h"
#include "ArgumentWrapRule.h"
#include "DependentReferenceRule.h"
#include "ExplicitInstantiationRule.h"
#include "IdentifierRule.h"
#include "IncludeRule.h"
#include "KernelLaunchRule.h"
#include "LibraryNamespaceRule.h"
#include "MacroReferenceRule.h"
#include "MemberCastRule.h"
#include "NvrtcOptionRule.h"
#include "OpaqueHandleRule.h"
#include "PreprocessorTokenRules.h"
#include "StringLiteralRule.h"
#include "UnconvertedAuditRule.h"
#include "UserMacroRule.h"
#include "UserNameRule.h"
#include "collisions/CollidingOverloadRule.h"
#include "collisions/ProvidedByHipRule.h"
#include "warpsize/LaneIndexRule.h"
#include "warpsize/LaneMaskRule.h"

namespace hipify {

std::vector<std::unique_ptr<Rule>> createRules(TranslationContext &Ctx) {
  std::vector<std::unique_ptr<Rule>> Rules;
  Rules.push_back(std::make_unique<IncludeRule>(Ctx));
  Rules.push_back(std::make_unique<MacroReferenceRule>(Ctx));
  Rules.push_back(std::make_unique<UserMacroBodyRule>(Ctx));
  Rules.push_back(std::make_unique<SkippedBlockRule>(Ctx));
  Rules.push_back(std::make_unique<IdentifierRule>(Ctx));
  Rules.push_back(std::make_unique<DependentReferenceRule>(Ctx));
  Rules.push_back(std::make_unique<ExplicitInstantiationRule>(Ctx));
  Rules.push_back(std::make_unique<LibraryNamespaceRule>(Ctx));
  Rules.push_back(std::make_unique<KernelLaunchRule>(Ctx));
  Rules.push_back(std::make_unique<ArgumentWrapRule>(Ctx));
  Rules.push_back(std::make_unique<StringLiteralRule>(Ctx));
  Rules.push_back(std::make_unique<NvrtcOptionRule>(Ctx));
  Rules.push_back(std::make_unique<ArgumentTransformRule>(Ctx));
  Rules.push_back(std::make_unique<OpaqueHandleRule>(Ctx));
  Rules.push_back(std::make_unique<MemberCastRule>(Ctx));
  Rules.push_back(std::make_unique<UserMacroRule>(Ctx));
  Rules.push_back(std::make_unique<UserNameRule>(Ctx));
  Rules.push_back(std::make_unique<CollidingOverloadRule>(Ctx));
  Rules.push_back(std::make_unique<ProvidedByHipRule>(Ctx));
  if (Ctx.options().WarpSizeChecks) {
    Rules.push_back(std::make_unique<LaneMaskRule>(Ctx));
    Rules.push_back(std::make_unique<LaneIndexRule>(Ctx));
  }
  // Last: it audits what every other rule left.
  Rules.push_back(std::make_unique<UnconvertedAuditRule>(Ctx));
  return Rules;
}

} // namespace hipify
