//===- UserMacroRule.cpp - Rename the user's own macros by the user rules -===//
#include "UserMacroRule.h"
#include "MacroNameCallbacks.h"
#include "UserNames.h"

#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace hipify {
namespace {

class UserMacroCallbacks : public MacroNameCallbacks {
public:
  UserMacroCallbacks(const Rule &Owner, TranslationContext &Ctx,
                     const UserRuleSet &Rules)
      : Owner(Owner), Ctx(Ctx), Rules(Rules) {}

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    auto Speaking = Owner.speaking();
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II || !Rules.mentions(II->getName()) || !MD->getMacroInfo() ||
        !Ctx.isUserLocation(MD->getMacroInfo()->getDefinitionLoc()))
      return;
    if (const UserRule *Rule = ruleFor(Name)) {
      UserDefined.insert(Rule->Name);
      renameUserName(Ctx, *Rule, Name.getLocation());
    } else {
      reportOtherKind(II->getName(), Name.getLocation());
    }
  }

  void MacroUndefined(const Token &Name, const MacroDefinition &MD,
                      const MacroDirective *) override {
    macroNameUsed(Name, MD, /*TestedForDefinition=*/false);
  }

  void macroNameUsed(const Token &Name, const MacroDefinition &MD,
                     bool TestedForDefinition) override {
    auto Speaking = Owner.speaking();
    const UserRule *Rule = ruleFor(Name);
    if (!Rule)
      return;
    if (const MacroInfo *MI = MD.getMacroInfo()) {
      if (Ctx.isUserLocation(MI->getDefinitionLoc()))
        renameUserName(Ctx, *Rule, Name.getLocation());
    } else if (TestedForDefinition) {
      // `#ifndef CUDA_CHECK` before the project's own `#define CUDA_CHECK`.
      UndefinedTests.push_back({Rule, Name.getLocation()});
    }
  }

  void EndOfMainFile() override {
    auto Speaking = Owner.speaking();
    for (const auto &[Rule, Loc] : UndefinedTests)
      if (UserDefined.contains(Rule->Name))
        renameUserName(Ctx, *Rule, Loc);
  }

private:
  /// The project defines as a macro a name its rules give another kind
  /// (`checkCudaErrors` is often a macro): said once, at the definition,
  /// rather than left silently.
  void reportOtherKind(llvm::StringRef Name, SourceLocation Loc) {
    std::vector<const UserRule *> Others = Rules.find(Name);
    if (Others.empty())
      return;
    const UserRule &Rule = *Others.front();
    ReferenceInfo Ref = Rule.reference();
    Ref.HipName.clear();
    Ctx.reportUnconverted(Loc, std::move(Ref),
                          ("is a macro; the rule at " + Rule.File + ":" +
                           llvm::Twine(Rule.Line) + " renames a " +
                           kindName(Rule.Kind) +
                           " of that name: left as "
                           "written")
                              .str());
  }

  const UserRule *ruleFor(const Token &Name) {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II || !Rules.mentions(II->getName()))
      return nullptr;
    std::vector<const UserRule *> Found =
        Rules.find(II->getName(), MappingKind::Macro);
    return Found.empty() ? nullptr : Found.front();
  }

  const Rule &Owner;
  TranslationContext &Ctx;
  const UserRuleSet &Rules;
  llvm::StringSet<> UserDefined;
  std::vector<std::pair<const UserRule *, SourceLocation>> UndefinedTests;
};

} // namespace

void UserMacroRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  if (const UserRuleSet *Rules = Ctx.userRules(); Rules && !Rules->empty())
    PP.addPPCallbacks(std::make_unique<UserMacroCallbacks>(*this, Ctx, *Rules));
}

} // namespace hipify
