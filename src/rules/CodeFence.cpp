#include "CodeFence.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {

bool fenceOut(SourceRange Range, llvm::StringRef Why, TranslationContext &Ctx) {
  SourceManager &SM = Ctx.sourceManager();
  if (!Range.getBegin().isFileID() || !Range.getEnd().isFileID())
    return false;
  CharSourceRange Chars = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Range), SM, Ctx.langOptions());
  if (Chars.isInvalid())
    return false;
  auto [File, Begin] = SM.getDecomposedLoc(Chars.getBegin());
  auto [EndFile, End] = SM.getDecomposedLoc(Chars.getEnd());
  if (File != EndFile || End < Begin)
    return false;
  llvm::StringRef Text = SM.getBufferData(File);

  // Where the fence opens: at the start of the line when only blanks come
  // before the code on it, else on a line split off before the code.
  size_t LineStart = Text.rfind('\n', Begin == 0 ? 0 : Begin - 1);
  LineStart =
      LineStart == llvm::StringRef::npos || Begin == 0 ? 0 : LineStart + 1;
  bool OpensLine = Text.slice(LineStart, Begin).find_first_not_of(" \t") ==
                   llvm::StringRef::npos;
  std::string Open = ("#if 0 // hipify: " + Why + "\n").str();
  unsigned OpenAt = OpensLine ? LineStart : Begin;
  if (!OpensLine)
    Open = "\n" + Open;

  // Where it closes: at the end of the line when only blanks follow.
  size_t LineEnd = Text.find('\n', End);
  if (LineEnd == llvm::StringRef::npos)
    LineEnd = Text.size();
  bool ClosesLine = Text.slice(End, LineEnd).find_first_not_of(" \t\r") ==
                    llvm::StringRef::npos;
  unsigned CloseAt = ClosesLine ? LineEnd : End;
  std::string Close = ClosesLine ? "\n#endif" : "\n#endif\n";

  SourceLocation FileStart = SM.getLocForStartOfFile(File);
  SourceLocation OpenLoc = FileStart.getLocWithOffset(OpenAt);
  SourceLocation CloseLoc = FileStart.getLocWithOffset(CloseAt);
  return Ctx.addEdits(
      {{OpenLoc, 0, std::move(Open)}, {CloseLoc, 0, std::move(Close)}});
}

} // namespace hipify
