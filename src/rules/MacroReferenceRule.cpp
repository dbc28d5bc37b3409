#include "MacroReferenceRule.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"

using namespace clang;

namespace hipify {
namespace {

class MacroReferenceCallbacks : public PPCallbacks {
public:
  explicit MacroReferenceCallbacks(TranslationContext &Ctx) : Ctx(Ctx) {}

  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    check(Name, MD);
  }
  void Defined(const Token &Name, const MacroDefinition &MD,
               SourceRange) override {
    check(Name, MD);
  }
  void Ifdef(SourceLocation, const Token &Name,
             const MacroDefinition &MD) override {
    check(Name, MD);
  }
  void Ifndef(SourceLocation, const Token &Name,
              const MacroDefinition &MD) override {
    check(Name, MD);
  }
  void Elifdef(SourceLocation, const Token &Name,
               const MacroDefinition &MD) override {
    check(Name, MD);
  }
  void Elifndef(SourceLocation, const Token &Name,
                const MacroDefinition &MD) override {
    check(Name, MD);
  }

private:
  void check(const Token &Name, const MacroDefinition &MD) {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || !Ctx.isCudaLocation(MI->getDefinitionLoc()))
      return;
    Ctx.noteCudaUse(Name.getLocation());
    llvm::StringRef Spelled = Name.getIdentifierInfo()->getName();
    const MappingEntry *Entry =
        Ctx.table().lookup(Spelled, ReferenceKind::Macro);
    // A CUDA macro that only redirects to a function (per-thread-stream
    // variants, versioned names) is known by the function's entry.
    if (!Entry)
      Entry = Ctx.table().lookup(Spelled, ReferenceKind::Declaration);
    if (Entry)
      Ctx.recordReference(Name.getLocation(), *Entry, EditOrigin::Proven);
  }

  TranslationContext &Ctx;
};

} // namespace

void MacroReferenceRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<MacroReferenceCallbacks>(Ctx));
}

} // namespace hipify
