#include "TokenLevelRenamer.h"
#include "../frontend/IncludeMapping.h"
#include "../frontend/RawLexing.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {

void renameTokenByName(TranslationContext &Ctx, llvm::StringRef Name,
                       SourceLocation Loc) {
  if (const MappingEntry *Entry =
          Ctx.table().lookup(Name, ReferenceKind::Token))
    Ctx.recordReference(Loc, *Entry, EditOrigin::TokenLevel);
}

/// `#include <x>` / `#include "x"` on the line starting at \p LineStart.
static void renameSkippedInclude(TranslationContext &Ctx,
                                 SourceLocation LineStart,
                                 llvm::StringRef Line) {
  std::optional<IncludeLine> Include = parseIncludeLine(Line);
  if (!Include)
    return;
  const MappingEntry *Entry =
      Ctx.table().lookup(Include->Name, ReferenceKind::Header);
  if (!Entry)
    return;
  unsigned Offset = Include->Spelled.data() - Line.data();
  Ctx.recordSpelledReference(LineStart.getLocWithOffset(Offset),
                             Include->Spelled.size(), *Entry,
                             EditOrigin::TokenLevel,
                             includeSpelling(Entry->HipName, Include->Angled),
                             Entry->HipName);
}

void renameTokensInRange(TranslationContext &Ctx, SourceLocation Begin,
                         SourceLocation End) {
  SourceManager &SM = Ctx.sourceManager();
  auto [FID, BeginOffset] = SM.getDecomposedLoc(Begin);
  unsigned EndOffset = SM.getFileOffset(End);
  llvm::StringRef Buffer = SM.getBufferData(FID);
  if (EndOffset > Buffer.size() || BeginOffset >= EndOffset)
    return;

  Lexer Lex(SM.getLocForStartOfFile(FID), Ctx.langOptions(), Buffer.begin(),
            Buffer.begin() + BeginOffset, Buffer.end());
  Lex.SetCommentRetentionState(false);
  Token Tok;
  while (nextRawToken(Lex, Tok)) {
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    if (Offset >= EndOffset)
      break;
    if (Tok.is(tok::hash) && Tok.isAtStartOfLine()) {
      llvm::StringRef Rest = Buffer.substr(Offset);
      llvm::StringRef Line = Rest.take_until([](char C) { return C == '\n'; });
      SourceLocation LineStart = Tok.getLocation();
      renameSkippedInclude(Ctx, LineStart, Line);
      if (Line.ltrim("# \t").starts_with("include")) {
        // The header name is not made of C++ tokens; skip the line.
        skipRestOfDirective(Lex);
        continue;
      }
    }
    if (Tok.is(tok::raw_identifier))
      renameTokenByName(Ctx, Tok.getRawIdentifier(), Tok.getLocation());
  }
}

} // namespace hipify
