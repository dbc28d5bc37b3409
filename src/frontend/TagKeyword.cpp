#include "TagKeyword.h"

using namespace clang;

namespace hipify {
namespace {

/// The text of the raw token \p Tok.
llvm::StringRef spelling(const Token &Tok, const SourceManager &SM) {
  return llvm::StringRef(SM.getCharacterData(Tok.getLocation()),
                         Tok.getLength());
}

bool isTagKeyword(llvm::StringRef Word) {
  return Word == "enum" || Word == "struct" || Word == "union" ||
         Word == "class";
}

} // namespace

std::optional<KeywordSpan> redundantTagKeyword(SourceLocation Name,
                                               const SourceManager &SM,
                                               const LangOptions &LO) {
  if (!LO.CPlusPlus || !Name.isFileID())
    return std::nullopt;
  std::optional<Token> Keyword =
      Lexer::findPreviousToken(Name, SM, LO, /*IncludeComments=*/false);
  if (!Keyword || Keyword->isNot(tok::raw_identifier) ||
      !isTagKeyword(spelling(*Keyword, SM)))
    return std::nullopt;
  // `friend struct X;` and `enum class X` name or declare the tag itself.
  std::optional<Token> Before = Lexer::findPreviousToken(
      Keyword->getLocation(), SM, LO, /*IncludeComments=*/false);
  if (Before && Before->is(tok::raw_identifier) &&
      (spelling(*Before, SM) == "friend" || spelling(*Before, SM) == "enum"))
    return std::nullopt;
  auto [File, Offset] = SM.getDecomposedLoc(Name);
  unsigned KeywordOffset = SM.getFileOffset(Keyword->getLocation());
  llvm::StringRef Text = SM.getBufferData(File);
  // `struct X;`, `struct X {`, `enum X : int {` declare it.
  unsigned NameLength = Lexer::MeasureTokenLength(Name, SM, LO);
  llvm::StringRef After = Text.drop_front(Offset + NameLength).ltrim();
  if (After.empty() || After.front() == ';' || After.front() == '{' ||
      (After.front() == ':' && !After.starts_with("::")))
    return std::nullopt;
  // The keyword and what separates it from the name, or, with a comment
  // there (which stays), the blanks after it.
  unsigned Length = Keyword->getLength();
  llvm::StringRef Between = Text.slice(KeywordOffset + Length, Offset);
  Length += Between.trim().empty()
                ? Between.size()
                : Between.take_while([](char C) { return C == ' ' || C == '\t'; })
                      .size();
  return KeywordSpan{KeywordOffset, Length};
}

void dropTagKeyword(TranslationContext &Ctx, SourceLocation Name,
                    llvm::StringRef HipName) {
  SourceManager &SM = Ctx.sourceManager();
  std::optional<KeywordSpan> Keyword =
      redundantTagKeyword(Name, SM, Ctx.langOptions());
  if (!Keyword)
    return;
  SourceLocation At = SM.getLocForStartOfFile(SM.getFileID(Name))
                          .getLocWithOffset(Keyword->Offset);
  llvm::StringRef Written(SM.getCharacterData(At), Keyword->Length);
  // A macro body's keyword is reached again at each expansion.
  const Edit *Made = Ctx.editsFor(SM.getFileID(At)).replacementAt(Keyword->Offset);
  bool AlreadyDropped = Made && Made->Offset == Keyword->Offset &&
                        Made->Length == Keyword->Length;
  if (Ctx.addEdit(At, Keyword->Length, "") && !AlreadyDropped)
    Ctx.warn(At, "'" + Written.rtrim() + "' dropped before '" + HipName +
                     "': HIP's NVIDIA platform declares it as a typedef, "
                     "which an elaborated type specifier cannot name "
                     "[tag-keyword]");
}

} // namespace hipify
