#include "MacroReferenceRule.h"
#include "../frontend/RawLexing.h"
#include "CudaNames.h"
#include "CudaReferences.h"
#include "MacroNameCallbacks.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/DenseMap.h"

using namespace clang;

namespace hipify {
namespace {

class MacroReferenceCallbacks : public MacroNameCallbacks {
public:
  MacroReferenceCallbacks(const Rule &Owner, TranslationContext &Ctx,
                          Preprocessor &PP)
      : Owner(Owner), Ctx(Ctx), PP(PP) {}

  void macroNameUsed(const Token &Name, const MacroDefinition &MD,
                     bool TestedForDefinition) override {
    // Whatever it finds is recorded where the name is spelled, and only
    // there if that is the user's.
    if (!Ctx.isUserLocation(Name.getLocation()))
      return;
    auto Speaking = Owner.speaking();
    if (TestedForDefinition)
      checkTested(Name, MD);
    else
      check(Name, MD);
  }
  void If(SourceLocation, SourceRange Condition,
          ConditionValueKind) override {
    auto Speaking = Owner.speaking();
    checkUndefinedNames(Condition);
  }
  void Elif(SourceLocation, SourceRange Condition, ConditionValueKind Value,
            SourceLocation) override {
    auto Speaking = Owner.speaking();
    if (Value != CVK_NotEvaluated) // then it is in a skipped range
      checkUndefinedNames(Condition);
  }

private:
  /// What a macro definition is to us, decided once per definition: the
  /// CUDA headers expand their own macros far more often than users do.
  struct CudaMacro {
    bool IsCuda = false;
    const MappingEntry *Entry = nullptr;
  };

  /// A macro tested for being defined. Many that CUDA code tests are not
  /// defined in this pass (__CUDA_ARCH__ in a host pass, __NVCC__ under
  /// clang, the guard of a header not included): the table knows them.
  void checkTested(const Token &Name, const MacroDefinition &MD) {
    if (MD.getMacroInfo())
      check(Name, MD);
    else
      checkUndefined(Name.getIdentifierInfo()->getName(), Name.getLocation());
  }

  void checkUndefined(llvm::StringRef Name, SourceLocation Loc) {
    if (const MappingEntry *Entry =
            Ctx.table().lookup(Name, ReferenceKind::Macro))
      Ctx.recordReference(Loc, *Entry, EditOrigin::Proven);
    else if (CudaNames::builtin().isMacro(Name))
      reportUnknownCudaName(Ctx, Name, Loc);
  }

  /// An #if or #elif condition: the names in it that are no macro evaluate
  /// to 0 without a callback. (Defined macros are seen expanding, and
  /// defined() operands through Defined.)
  void checkUndefinedNames(SourceRange Condition) {
    if (!Ctx.isUserLocation(Condition.getBegin()))
      return;
    SourceManager &SM = Ctx.sourceManager();
    auto [FID, Begin] = SM.getDecomposedLoc(Condition.getBegin());
    unsigned End = SM.getFileOffset(Condition.getEnd());
    llvm::StringRef Buffer = SM.getBufferData(FID);
    Lexer Lex(SM.getLocForStartOfFile(FID), Ctx.langOptions(), Buffer.begin(),
              Buffer.begin() + Begin, Buffer.end());
    Token Tok;
    bool AfterDefined = false;
    while (nextRawToken(Lex, Tok) &&
           SM.getFileOffset(Tok.getLocation()) <= End) {
      if (!Tok.is(tok::raw_identifier)) {
        AfterDefined &= Tok.is(tok::l_paren);
        continue;
      }
      llvm::StringRef Name = Tok.getRawIdentifier();
      bool Operand = AfterDefined;
      AfterDefined = Name == "defined";
      if (Operand || AfterDefined ||
          PP.isMacroDefined(PP.getIdentifierInfo(Name)))
        continue;
      checkUndefined(Name, Tok.getLocation());
    }
  }

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
    else if (Ctx.isCudaToolkitLocation(MI->getDefinitionLoc()))
      reportUnknownCudaName(Ctx, Name.getIdentifierInfo()->getName(),
                            Name.getLocation());
  }

  CudaMacro classify(const MacroInfo &MI, llvm::StringRef Spelled) {
    auto [It, Inserted] = Macros.try_emplace(&MI);
    if (!Inserted)
      return It->second;
    CudaMacro &Macro = It->second;
    Macro.Entry = Ctx.table().lookup(Spelled, ReferenceKind::Macro);
    // The compiler's own (__CUDACC__) are CUDA's when the table knows them.
    Macro.IsCuda =
        Ctx.isCudaLocation(MI.getDefinitionLoc()) ||
        (Macro.Entry && Ctx.isCompilerDefinition(MI.getDefinitionLoc()));
    if (!Macro.IsCuda)
      return Macro;
    // A CUDA macro that only redirects to a function (per-thread-stream
    // variants, versioned names) is known by the function's entry.
    if (!Macro.Entry)
      Macro.Entry = Ctx.table().lookup(Spelled, ReferenceKind::Declaration);
    return Macro;
  }

  llvm::DenseMap<const MacroInfo *, CudaMacro> Macros;
  const Rule &Owner;
  TranslationContext &Ctx;
  Preprocessor &PP;
};

} // namespace

void MacroReferenceRule::registerPreprocessorCallbacks(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<MacroReferenceCallbacks>(*this, Ctx, PP));
}

} // namespace hipify
