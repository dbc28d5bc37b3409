#include "UserMacroBodyRule.h"
#include "TokenLevelRenamer.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"

using namespace clang;

namespace hipify {
namespace {

class UserMacroBodyCallbacks : public PPCallbacks {
public:
  UserMacroBodyCallbacks(const Rule &Owner, TranslationContext &Ctx)
      : Owner(Owner), Ctx(Ctx) {}

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    auto Speaking = Owner.speaking();
    const MacroInfo *MI = MD->getMacroInfo();
    if (!MI || !Ctx.isUserLocation(MI->getDefinitionLoc()))
      return;
    for (const Token &Tok : MI->tokens()) {
      const IdentifierInfo *II = Tok.getIdentifierInfo();
      if (!II || llvm::is_contained(MI->params(), II))
        continue;
      renameTokenByName(Ctx, II->getName(), Tok.getLocation());
    }
  }

private:
  const Rule &Owner;
  TranslationContext &Ctx;
};

} // namespace

void UserMacroBodyRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<UserMacroBodyCallbacks>(*this, Ctx));
}

} // namespace hipify
