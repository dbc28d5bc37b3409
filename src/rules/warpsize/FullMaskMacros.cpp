#include "FullMaskMacros.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"

using namespace clang;

namespace hipify {
namespace {

/// Whether the tokens of an object-like macro's body spell a literal full
/// 32-lane mask, parentheses aside.
bool isLiteralFullMaskBody(const MacroInfo &MI, const Preprocessor &PP) {
  std::string Spelled;
  for (const Token &T : MI.tokens()) {
    std::string Text = PP.getSpelling(T);
    // Case and integer suffixes aside: 0xFFFFFFFFu, 4294967295UL.
    if (T.is(tok::numeric_constant))
      Text = llvm::StringRef(llvm::StringRef(Text).lower()).rtrim("ul").str();
    if (!T.is(tok::l_paren) && !T.is(tok::r_paren))
      Spelled += Text;
  }
  return Spelled == "0xffffffff" || Spelled == "4294967295" ||
         Spelled == "-1" || Spelled == "~0";
}

class Watcher : public PPCallbacks {
public:
  Watcher(llvm::StringMap<FullMaskMacros::Macro> &Macros,
          TranslationContext &Ctx, const Preprocessor &PP)
      : Macros(Macros), Ctx(Ctx), PP(PP) {}

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const MacroInfo *MI = MD->getMacroInfo();
    if (!MI || !MI->isObjectLike() || MI->getNumTokens() == 0 ||
        !Ctx.isUserLocation(MI->getDefinitionLoc()) ||
        !isLiteralFullMaskBody(*MI, PP))
      return;
    auto [It, New] = Macros.try_emplace(Name.getIdentifierInfo()->getName());
    FullMaskMacros::Macro &M = It->second;
    if (New)
      M.Order = Macros.size();
    ++M.Definitions;
    M.Body = SourceRange(MI->tokens().front().getLocation(),
                         MI->getDefinitionEndLoc());
  }
  void MacroExpands(const Token &Name, const MacroDefinition &,
                    SourceRange Range, const MacroArgs *) override {
    auto It = Macros.find(Name.getIdentifierInfo()->getName());
    if (It != Macros.end())
      It->second.Uses.insert(
          Ctx.sourceManager().getFileLoc(Range.getBegin()).getRawEncoding());
  }
  void Defined(const Token &Name, const MacroDefinition &,
               SourceRange) override {
    tested(Name);
  }
  void Ifdef(SourceLocation, const Token &Name,
             const MacroDefinition &) override {
    tested(Name);
  }
  void Ifndef(SourceLocation, const Token &Name,
              const MacroDefinition &) override {
    tested(Name);
  }
  void MacroUndefined(const Token &Name, const MacroDefinition &,
                      const MacroDirective *) override {
    tested(Name);
  }

private:
  void tested(const Token &Name) {
    auto It = Macros.find(Name.getIdentifierInfo()->getName());
    if (It != Macros.end())
      It->second.Tested = true;
  }

  llvm::StringMap<FullMaskMacros::Macro> &Macros;
  TranslationContext &Ctx;
  const Preprocessor &PP;
};

} // namespace

void FullMaskMacros::watch(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<Watcher>(Macros, Ctx, PP));
}

bool FullMaskMacros::noteMaskArgument(const Expr &Arg) {
  const SourceManager &SM = Ctx.sourceManager();
  SourceLocation Begin = Arg.getBeginLoc(), End = Arg.getEndLoc();
  if (!Begin.isMacroID() || !SM.isMacroBodyExpansion(Begin))
    return false;
  llvm::StringRef Name =
      Lexer::getImmediateMacroName(Begin, SM, Ctx.langOptions());
  auto It = Macros.find(Name);
  // The argument is the macro's whole expansion, written in the file.
  CharSourceRange Expansion = SM.getExpansionRange(Begin);
  if (It == Macros.end() || !Expansion.getBegin().isFileID() ||
      SM.getExpansionRange(End).getEnd() != Expansion.getEnd() ||
      Lexer::getSourceText(Expansion, SM, Ctx.langOptions()) != Name)
    return false;
  std::vector<SourceLocation> &Seen = It->second.MaskArguments;
  if (!llvm::is_contained(Seen, Expansion.getBegin()))
    Seen.push_back(Expansion.getBegin());
  return true;
}

void FullMaskMacros::finish(
    llvm::function_ref<void(SourceLocation, llvm::StringRef, bool)> Report) {
  // In the order they were defined: the same warnings in the same order on
  // every run.
  std::vector<llvm::StringMapEntry<Macro> *> Noted;
  for (auto &Entry : Macros)
    if (!Entry.second.MaskArguments.empty())
      Noted.push_back(&Entry);
  llvm::sort(Noted, [](auto *A, auto *B) {
    return A->second.Order < B->second.Order;
  });
  for (llvm::StringMapEntry<Macro> *Entry : Noted) {
    llvm::StringRef Name = Entry->first();
    Macro &M = Entry->second;
    bool OnlyMasks = M.Definitions == 1 && !M.Tested &&
                     M.Uses.size() == M.MaskArguments.size() &&
                     llvm::all_of(M.MaskArguments, [&](SourceLocation L) {
                       return M.Uses.contains(L.getRawEncoding());
                     });
    bool Fixed = false;
    if (OnlyMasks && M.Body.getBegin().isFileID()) {
      const SourceManager &SM = Ctx.sourceManager();
      CharSourceRange Body = Lexer::makeFileCharRange(
          CharSourceRange::getTokenRange(M.Body), SM, Ctx.langOptions());
      if (Body.isValid())
        Fixed = Ctx.addEdit(Body.getBegin(),
                            SM.getFileOffset(Body.getEnd()) -
                                SM.getFileOffset(Body.getBegin()),
                            "~0ll");
    }
    for (SourceLocation Use : M.MaskArguments)
      Report(Use, Name, Fixed);
  }
}

} // namespace hipify
