#include "EditGuard.h"
#include "RawLexing.h"
#include "TranslationContext.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <vector>

using namespace clang;

namespace hipify {
namespace {

/// A text as tokens: identifiers in their HIP spelling, comments apart.
struct LexedText {
  std::vector<std::string> Tokens;
  std::vector<tok::TokenKind> Kinds;
  std::vector<unsigned> Offsets; ///< where each token begins in the text
  std::vector<unsigned> Ends;    ///< and where it ends
  std::vector<std::string> Comments;
};

LexedText lexText(llvm::StringRef Text, const LangOptions &LangOpts,
                  llvm::function_ref<llvm::StringRef(llvm::StringRef)> Hip) {
  // The raw lexer reads up to a null character: lex a copy.
  std::string Copy = Text.str();
  Lexer Lex(SourceLocation(), LangOpts, Copy.c_str(), Copy.c_str(),
            Copy.c_str() + Copy.size());
  Lex.SetCommentRetentionState(true);
  LexedText Out;
  Token Tok;
  while (nextRawToken(Lex, Tok)) {
    unsigned Offset = Tok.getLocation().getRawEncoding();
    llvm::StringRef Spelling(Copy.data() + Offset, Tok.getLength());
    if (Tok.is(tok::comment)) {
      Out.Comments.push_back(Spelling.str());
      continue;
    }
    Out.Tokens.push_back(
        (Tok.is(tok::raw_identifier) ? Hip(Spelling) : Spelling).str());
    Out.Kinds.push_back(Tok.getKind());
    Out.Offsets.push_back(Offset);
    Out.Ends.push_back(Offset + Tok.getLength());
  }
  return Out;
}

bool isOpening(tok::TokenKind K) {
  return K == tok::l_paren || K == tok::l_square || K == tok::l_brace;
}
bool isClosing(tok::TokenKind K) {
  return K == tok::r_paren || K == tok::r_square || K == tok::r_brace;
}

/// Words followed by a parenthesis that is no call.
bool isOperatorWord(llvm::StringRef Word) {
  return llvm::StringSwitch<bool>(Word)
      .Cases({"sizeof", "alignof", "_Alignof", "__alignof__", "decltype",
              "noexcept", "alignas", "static_assert", "typeof", "__typeof__",
              "__attribute__", "__declspec", "if", "while", "for", "switch",
              "return", "case", "defined"},
             true)
      .Default(false);
}

/// Tokens whose evaluation changes something, other than calls.
bool isMutation(const LexedText &L, size_t I) {
  switch (L.Kinds[I]) {
  case tok::plusplus:
  case tok::minusminus:
  case tok::equal:
  case tok::plusequal:
  case tok::minusequal:
  case tok::starequal:
  case tok::slashequal:
  case tok::percentequal:
  case tok::ampequal:
  case tok::pipeequal:
  case tok::caretequal:
  case tok::lesslessequal:
  case tok::greatergreaterequal:
    return true;
  case tok::raw_identifier:
    return L.Tokens[I] == "new" || L.Tokens[I] == "delete" ||
           L.Tokens[I] == "throw" || L.Tokens[I] == "co_await" ||
           L.Tokens[I] == "co_yield";
  default:
    return false;
  }
}

/// Whether token \p I names a function it calls: `name (`.
bool isCallee(const LexedText &L, size_t I) {
  return L.Kinds[I] == tok::raw_identifier && I + 1 < L.Tokens.size() &&
         L.Kinds[I + 1] == tok::l_paren && !isOperatorWord(L.Tokens[I]);
}

/// [First, Last) of the expression that may have side effects at token \p I:
/// a call through its closing parenthesis, else the comma-separated operand
/// around it within its innermost brackets.
std::pair<size_t, size_t> sideEffectUnit(const LexedText &L, size_t I) {
  size_t N = L.Tokens.size();
  if (isCallee(L, I)) {
    size_t Last = I + 1;
    for (int Depth = 0; Last < N; ++Last) {
      Depth += isOpening(L.Kinds[Last]) - isClosing(L.Kinds[Last]);
      if (Depth == 0)
        return {I, Last + 1};
    }
    // Its arguments go on past the text: the edit rewrites the head of the
    // call (a function or a macro renamed), not the call.
    return {I, I};
  }
  size_t First = I;
  for (int Depth = 0; First > 0; --First) {
    tok::TokenKind K = L.Kinds[First - 1];
    if ((isOpening(K) || K == tok::comma || K == tok::semi) && Depth == 0)
      break;
    Depth += isClosing(K) - isOpening(K);
  }
  size_t Last = I + 1;
  for (int Depth = 0; Last < N; ++Last) {
    tok::TokenKind K = L.Kinds[Last];
    if ((isClosing(K) || K == tok::comma || K == tok::semi) && Depth == 0)
      break;
    Depth += isOpening(K) - isClosing(K);
  }
  return {First, Last};
}

/// How many times the token sequence \p Unit occurs in \p Tokens.
unsigned occurrences(llvm::ArrayRef<std::string> Unit,
                     llvm::ArrayRef<std::string> Tokens) {
  unsigned Count = 0;
  if (Unit.empty())
    return 0;
  for (size_t I = 0; I + Unit.size() <= Tokens.size(); ++I)
    if (Tokens.slice(I, Unit.size()) == Unit)
      ++Count;
  return Count;
}

unsigned count(llvm::ArrayRef<std::string> Items, llvm::StringRef Item) {
  return llvm::count(Items, Item);
}

} // namespace

bool EditGuard::startsDirective(unsigned Offset) const {
  llvm::StringRef Before = Buffer.take_front(Offset);
  llvm::StringRef Line = Before.substr(Before.rfind('\n') + 1);
  return Line.trim(" \t\f\v\r").empty();
}

llvm::StringRef EditGuard::lineAt(unsigned Offset) const {
  size_t Begin = Buffer.take_front(Offset).rfind('\n') + 1;
  return Buffer.substr(Begin).take_until([](char C) { return C == '\n'; }).trim();
}

std::string EditGuard::whyRefused(unsigned Offset, unsigned Length,
                                  llvm::StringRef Replacement) const {
  if (Offset > Buffer.size() || Length > Buffer.size() - Offset)
    return "it lies outside the file";
  llvm::StringRef Removed = Buffer.substr(Offset, Length);
  // The common edit, a name renamed, holds no directive, comment or call:
  // spared the lexing (every rename of a file passes here).
  bool JustAName = !Removed.empty() && !isOperatorWord(Removed) &&
                   Removed != "new" && Removed != "delete" &&
                   Removed != "throw" && llvm::all_of(Removed, [](char C) {
                     return isalnum(static_cast<unsigned char>(C)) || C == '_';
                   });
  if (JustAName && !Replacement.contains('\n'))
    return "";
  LexedText Old = lexText(Removed, LangOpts, HipSpelling);
  for (size_t I = 0; I < Old.Tokens.size(); ++I)
    if (Old.Kinds[I] == tok::hash && startsDirective(Offset + Old.Offsets[I]))
      return "it would remove the directive '" +
             lineAt(Offset + Old.Offsets[I]).str() + "'";
  bool InDirective = lineAt(Offset).starts_with("#");
  if (InDirective && Removed.contains('\n'))
    return "it would join the directive '" + lineAt(Offset).str() +
           "' with the next line";
  if (InDirective && Replacement.contains('\n') && !startsDirective(Offset))
    return "it would split the directive '" + lineAt(Offset).str() + "'";

  LexedText New = lexText(Replacement, LangOpts, HipSpelling);
  for (const std::string &Comment : Old.Comments)
    if (count(New.Comments, Comment) < count(Old.Comments, Comment))
      return "it would remove the comment '" + Comment + "'";
  for (size_t I = 0; I < Old.Tokens.size(); ++I) {
    if (!isCallee(Old, I) && !isMutation(Old, I))
      continue;
    if (isCallee(Old, I) && InvokesMacro(Offset + Old.Offsets[I]))
      continue;
    auto [First, Last] = sideEffectUnit(Old, I);
    if (First == Last)
      continue;
    llvm::ArrayRef<std::string> Unit =
        llvm::ArrayRef(Old.Tokens).slice(First, Last - First);
    unsigned Before = occurrences(Unit, Old.Tokens);
    unsigned After = occurrences(Unit, New.Tokens);
    std::string Written =
        Removed.slice(Old.Offsets[First], Old.Ends[Last - 1]).str();
    if (After < Before)
      return "it would drop '" + Written + "', which may have side effects";
    if (After > Before)
      return "it would evaluate '" + Written +
             "', which may have side effects, more than once";
  }
  return "";
}

std::string EditGuard::whyUnseen(unsigned Begin, unsigned End) const {
  if (Begin > End || End > Buffer.size())
    return "it lies outside the file";
  LexedText Text =
      lexText(Buffer.slice(Begin, End), LangOpts, [](llvm::StringRef S) {
        return S;
      });
  for (size_t I = 0; I < Text.Tokens.size(); ++I)
    if (Text.Kinds[I] == tok::hash && startsDirective(Begin + Text.Offsets[I]))
      return "the directive '" + lineAt(Begin + Text.Offsets[I]).str() +
             "' is inside it, so the code the parse did not see would be lost";
  return "";
}

/// Whether a macro expansion of this TU begins at \p Loc. Asked only of a
/// call an edit would drop, which is rare: a walk of the expansions is
/// cheap enough.
static bool expansionBeginsAt(const SourceManager &SM, SourceLocation Loc) {
  for (unsigned I = 0, N = SM.local_sloc_entry_size(); I < N; ++I) {
    const SrcMgr::SLocEntry &Entry = SM.getLocalSLocEntry(I);
    if (Entry.isExpansion() && Entry.getExpansion().isMacroBodyExpansion() &&
        Entry.getExpansion().getExpansionLocStart() == Loc)
      return true;
  }
  return false;
}

/// The guard of the user file \p FID: CUDA names compare by their HIP names.
static EditGuard guardOf(TranslationContext &Ctx, FileID FID) {
  const MappingTable &Table = Ctx.table();
  const SourceManager &SM = Ctx.sourceManager();
  SourceLocation Start = SM.getLocForStartOfFile(FID);
  return EditGuard(
      SM.getBufferData(FID), Ctx.langOptions(),
      [&Table](llvm::StringRef Name) -> llvm::StringRef {
        const MappingEntry *Entry = Table.lookup(Name, ReferenceKind::Token);
        return Entry ? llvm::StringRef(Entry->HipName) : Name;
      },
      [&SM, Start](unsigned Offset) {
        return expansionBeginsAt(SM, Start.getLocWithOffset(Offset));
      });
}

std::string whyEditRefused(TranslationContext &Ctx, SourceLocation FileLoc,
                           unsigned Length, llvm::StringRef Replacement) {
  auto [FID, Offset] = Ctx.sourceManager().getDecomposedLoc(FileLoc);
  return guardOf(Ctx, FID).whyRefused(Offset, Length, Replacement);
}

std::string whyEditsRefused(TranslationContext &Ctx,
                            llvm::ArrayRef<PlannedEdit> Edits) {
  for (const PlannedEdit &E : Edits)
    if (std::string Why =
            whyEditRefused(Ctx, E.FileLoc, E.Length, E.Replacement);
        !Why.empty())
      return Why;
  return "";
}

std::string whyRebuildRefused(TranslationContext &Ctx, CharSourceRange Range) {
  const SourceManager &SM = Ctx.sourceManager();
  if (Range.isInvalid() || !Range.getBegin().isFileID())
    return "it is written through a macro";
  auto [FID, Begin] = SM.getDecomposedLoc(Range.getBegin());
  auto [EndFID, End] = SM.getDecomposedLoc(Range.getEnd());
  if (EndFID != FID)
    return "it is written across files";
  return guardOf(Ctx, FID).whyUnseen(Begin, End);
}

} // namespace hipify
