#include "MacroReferenceRule.h"

#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/DenseMap.h"

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
  /// What a macro definition is to us, decided once per definition: the
  /// CUDA headers expand their own macros far more often than users do.
  struct CudaMacro {
    bool IsCuda = false;
    const MappingEntry *Entry = nullptr;
  };

  void check(const Token &Name, const MacroDefinition &MD) {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI)
      return;
    CudaMacro Macro = classify(*MI, Name.getIdentifierInfo()->getName());
    if (!Macro.IsCuda)
      return;
    Ctx.noteCudaUse(Name.getLocation());
    if (Macro.Entry)
      Ctx.recordReference(Name.getLocation(), *Macro.Entry, EditOrigin::Proven);
  }

  CudaMacro classify(const MacroInfo &MI, llvm::StringRef Spelled) {
    auto [It, Inserted] = Macros.try_emplace(&MI);
    if (!Inserted)
      return It->second;
    CudaMacro &Macro = It->second;
    Macro.IsCuda = Ctx.isCudaLocation(MI.getDefinitionLoc());
    if (!Macro.IsCuda)
      return Macro;
    Macro.Entry = Ctx.table().lookup(Spelled, ReferenceKind::Macro);
    // A CUDA macro that only redirects to a function (per-thread-stream
    // variants, versioned names) is known by the function's entry.
    if (!Macro.Entry)
      Macro.Entry = Ctx.table().lookup(Spelled, ReferenceKind::Declaration);
    return Macro;
  }

  llvm::DenseMap<const MacroInfo *, CudaMacro> Macros;
  TranslationContext &Ctx;
};

} // namespace

void MacroReferenceRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<MacroReferenceCallbacks>(Ctx));
}

} // namespace hipify
