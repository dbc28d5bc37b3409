//===- SplitKernelLaunch.cpp - Launches split between a macro and its use -===//
//
// Each piece of the launch (kernel, configuration argument, the call arguments
// as one piece where they can be, else each) is taken where it is written, one
// level of macro expansion deep:
// - written whole in the file (a macro argument, what follows the
//   invocation, or a macro invocation of its own), it is that text;
// - written in the body of the macro invoked in the file, it is the body's
//   text, the parameters in it standing for the invocation's arguments.
// Limits (such launches are reported and left as written): a piece in the
// body of a macro the invoked one expands (nested macros) or of a macro
// defined outside the user's files, bodies using `#`, `##` or __VA_OPT__ in
// a piece, a name another rule converts in text that the rewrite moves or
// drops (`SWAP(cudaX, k)` for `k<<<cudaX, 1>>>`).
// Backslash-newlines in text copied from a body become spaces; comments in
// it are copied as they are.
//
//===----------------------------------------------------------------------===//
#include "SplitKernelLaunch.h"
#include "../frontend/EditGuard.h"
#include "../frontend/RawLexing.h"
#include "KernelLaunchGlue.h"
#include "KernelLaunchPieces.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"

using namespace clang;

namespace hipify {
namespace {

using Piece = llvm::SmallVector<CharSourceRange, 1>;

/// The tokens of a file from a location on, as a raw lexer reads them.
class RawTokens {
public:
  RawTokens(SourceLocation From, const SourceManager &SM, const LangOptions &LO)
      : RawTokens(SM.getDecomposedLoc(From), SM, LO) {}

  /// The next token into \p Tok; false at the end of the file.
  bool next(Token &Tok) { return nextRawToken(Lex, Tok); }

private:
  RawTokens(std::pair<FileID, unsigned> From, const SourceManager &SM,
            const LangOptions &LO)
      : Lex(SM.getLocForStartOfFile(From.first), LO,
            SM.getBufferData(From.first).begin(),
            SM.getBufferData(From.first).begin() + From.second,
            SM.getBufferData(From.first).end()) {}

  Lexer Lex;
};

class PieceFinder {
public:
  PieceFinder(Preprocessor &PP, CharSourceRange Whole)
      : PP(PP), SM(PP.getSourceManager()), LO(PP.getLangOpts()), Whole(Whole) {}

  /// The piece whose tokens are \p Tokens.
  std::optional<Piece> of(SourceRange Tokens) const {
    CharSourceRange File = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Tokens), SM, LO);
    if (File.isValid())
      return inWhole(File) ? std::optional(Piece{File}) : std::nullopt;
    auto [Begin, Expansion] = bodyToken(Tokens.getBegin(), /*AtEnd=*/false);
    auto [Last, LastExpansion] = bodyToken(Tokens.getEnd(), /*AtEnd=*/true);
    if (Begin.isInvalid() || Last.isInvalid() || Expansion != LastExpansion ||
        !inWhole(CharSourceRange::getCharRange(Expansion, Expansion)) ||
        SM.getFileID(Begin) != SM.getFileID(Last) ||
        SM.getFileOffset(Begin) > SM.getFileOffset(Last))
      return std::nullopt;
    return substituted(CharSourceRange::getCharRange(
                           Begin, Lexer::getLocForEndOfToken(Last, 0, SM, LO)),
                       Expansion);
  }

private:
  bool inWhole(CharSourceRange R) const {
    auto [File, Begin] = SM.getDecomposedLoc(R.getBegin());
    auto [WholeFile, WholeBegin] = SM.getDecomposedLoc(Whole.getBegin());
    return File == WholeFile && Begin >= WholeBegin &&
           SM.getFileOffset(R.getEnd()) <= SM.getFileOffset(Whole.getEnd());
  }

  /// The body token of the macro invoked in the file that \p L comes from,
  /// and where that macro is invoked. A token of an argument, or of a macro
  /// the body expands, must begin (\p AtEnd: end) that argument or
  /// expansion: the piece then holds it whole.
  std::pair<SourceLocation, SourceLocation> bodyToken(SourceLocation L,
                                                      bool AtEnd) const {
    // A macro whose argument holds the whole launch (`CHECK(ON_GRID(k)())`)
    // is none of the launch's: its argument's tokens are as written there.
    while (
        SM.isMacroArgExpansion(L) &&
        SM.isBeforeInTranslationUnit(SM.getExpansionLoc(L), Whole.getBegin()))
      L = SM.getImmediateSpellingLoc(L);
    while (L.isMacroID()) {
      if (!SM.isMacroArgExpansion(L)) {
        SourceLocation Name = SM.getImmediateExpansionRange(L).getBegin();
        if (Name.isFileID()) {
          SourceLocation Spelling = SM.getImmediateSpellingLoc(L);
          if (!Spelling.isFileID() || SM.isWrittenInScratchSpace(Spelling))
            return {};
          return {Spelling, Name};
        }
      }
      SourceLocation Up;
      if (AtEnd) {
        unsigned Length =
            Lexer::MeasureTokenLength(SM.getSpellingLoc(L), SM, LO);
        if (!Length || !SM.isAtEndOfImmediateMacroExpansion(
                           L.getLocWithOffset(Length), &Up))
          return {};
      } else if (!SM.isAtStartOfImmediateMacroExpansion(L, &Up)) {
        return {};
      }
      L = Up;
    }
    return {};
  }

  /// \p Body (a range of the body of the macro invoked at \p Expansion)
  /// with its parameters replaced by the invocation's arguments.
  std::optional<Piece> substituted(CharSourceRange Body,
                                   SourceLocation Expansion) const {
    const MacroInfo *Macro = macroAt(Expansion);
    if (!Macro)
      return std::nullopt;
    std::vector<CharSourceRange> Arguments;
    if (Macro->isFunctionLike()) {
      std::optional<std::vector<CharSourceRange>> Found =
          invocationArguments(Expansion, *Macro);
      if (!Found)
        return std::nullopt;
      Arguments = std::move(*Found);
    }
    Piece Out;
    auto add = [&](SourceLocation From, SourceLocation To) {
      if (From != To)
        Out.push_back(CharSourceRange::getCharRange(From, To));
    };
    unsigned End = SM.getFileOffset(Body.getEnd());
    SourceLocation Cursor = Body.getBegin();
    RawTokens Tokens(Body.getBegin(), SM, LO);
    Token Tok;
    while (Tokens.next(Tok) && SM.getFileOffset(Tok.getLocation()) < End) {
      if (Tok.isOneOf(tok::hash, tok::hashhash, tok::hashat))
        return std::nullopt;
      if (!Tok.is(tok::raw_identifier))
        continue;
      llvm::StringRef Name = Tok.getRawIdentifier();
      if (Name == "__VA_OPT__")
        return std::nullopt;
      llvm::ArrayRef<const IdentifierInfo *> Params = Macro->params();
      const auto *Param = llvm::find_if(Params, [&](const IdentifierInfo *P) {
        return P->getName() == Name;
      });
      if (Param == Params.end())
        continue;
      add(Cursor, Tok.getLocation());
      const CharSourceRange &Argument = Arguments[Param - Params.begin()];
      add(Argument.getBegin(), Argument.getEnd());
      Cursor = Tok.getEndLoc();
    }
    add(Cursor, Body.getEnd());
    return Out;
  }

  const MacroInfo *macroAt(SourceLocation Expansion) const {
    Token Name;
    if (Lexer::getRawToken(Expansion, Name, SM, LO) ||
        !Name.is(tok::raw_identifier))
      return nullptr;
    IdentifierInfo *II = PP.getIdentifierInfo(Name.getRawIdentifier());
    return PP.getMacroDefinitionAtLoc(II, Expansion).getMacroInfo();
  }

  /// The arguments written in the invocation at \p Expansion, one range per
  /// parameter (empty ones included, at the position they would take).
  std::optional<std::vector<CharSourceRange>>
  invocationArguments(SourceLocation Expansion, const MacroInfo &Macro) const {
    RawTokens Tokens(Expansion, SM, LO);
    Token Tok;
    // The macro's name, then its opening parenthesis.
    if (!Tokens.next(Tok) || !Tokens.next(Tok) || !Tok.is(tok::l_paren))
      return std::nullopt;
    std::vector<CharSourceRange> Out;
    SourceLocation Begin, End = Tok.getEndLoc();
    unsigned Depth = 0;
    auto finish = [&](SourceLocation At) {
      Out.push_back(CharSourceRange::getCharRange(Begin.isValid() ? Begin : At,
                                                  Begin.isValid() ? End : At));
      Begin = SourceLocation();
    };
    bool Closed = false;
    while (!Closed && Tokens.next(Tok)) {
      if (Tok.is(tok::r_paren) && Depth == 0) {
        finish(Tok.getLocation());
        Closed = true;
        continue;
      }
      bool RestIsVariadic =
          Macro.isVariadic() && Out.size() + 1 == Macro.getNumParams();
      if (Tok.is(tok::comma) && Depth == 0 && !RestIsVariadic) {
        finish(Tok.getLocation());
        continue;
      }
      if (Tok.is(tok::l_paren))
        ++Depth;
      else if (Tok.is(tok::r_paren))
        --Depth;
      if (Begin.isInvalid())
        Begin = Tok.getLocation();
      End = Tok.getEndLoc();
    }
    if (!Closed)
      return std::nullopt;
    // `M()` passes one empty argument, which a macro without parameters
    // takes as none.
    if (Macro.getNumParams() == 0 && Out.size() == 1 &&
        Out[0].getBegin() == Out[0].getEnd())
      Out.clear();
    if (Out.size() != Macro.getNumParams())
      return std::nullopt;
    return Out;
  }

  Preprocessor &PP;
  const SourceManager &SM;
  const LangOptions &LO;
  CharSourceRange Whole;
};

/// \p Text on one line: a backslash-newline and the blanks around it become
/// one space.
std::string joinLines(llvm::StringRef Text) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    llvm::StringRef After;
    if (Text[I] == '\\')
      After = Text.substr(I + 1).ltrim(" \t\r");
    if (!After.consume_front("\n")) {
      Out += Text[I];
      continue;
    }
    while (!Out.empty() && (Out.back() == ' ' || Out.back() == '\t'))
      Out.pop_back();
    Out += ' ';
    I = After.ltrim(" \t").data() - Text.data() - 1;
  }
  return Out;
}

/// The kinds of the tokens of \p Text (comments and blanks aside).
llvm::SmallVector<tok::TokenKind, 8> tokenKinds(const std::string &Text,
                                                const LangOptions &LO) {
  Lexer Lex(SourceLocation(), LO, Text.c_str(), Text.c_str(),
            Text.c_str() + Text.size());
  llvm::SmallVector<tok::TokenKind, 8> Kinds;
  Token Tok;
  do {
    Lex.LexFromRawLexer(Tok);
    Kinds.push_back(Tok.getKind());
  } while (Tok.isNot(tok::eof));
  return Kinds;
}

/// Whether \p Written already says \p Glue (punctuation only): the user's
/// `,\n   ` or `, /* count */` between two arguments stays.
bool sameGlue(llvm::StringRef Written, llvm::StringRef Glue,
              const LangOptions &LO) {
  return llvm::none_of(Glue,
                       [](char C) { return llvm::isAlnum(C) || C == '_'; }) &&
         tokenKinds(Written.str(), LO) == tokenKinds(Glue.str(), LO);
}

} // namespace

std::optional<SplitKernelLaunch>
locateSplitKernelLaunch(const CUDAKernelCallExpr &Launch, Preprocessor &PP,
                        bool Templated) {
  SplitKernelLaunch L;
  L.Launch = Launch.getBeginLoc();
  L.Templated = Templated;
  L.Whole = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Launch.getSourceRange()),
      PP.getSourceManager(), PP.getLangOpts());
  if (L.Whole.isInvalid())
    return std::nullopt;
  PieceFinder Finder(PP, L.Whole);
  auto add = [&](SourceRange Tokens) {
    std::optional<Piece> P = Finder.of(Tokens);
    if (P)
      L.Pieces.push_back(std::move(*P));
    return P.has_value();
  };
  if (!add(Launch.getCallee()->getSourceRange()))
    return std::nullopt;
  WrittenLaunchArguments Written = writtenArguments(Launch);
  for (const Expr *Arg : Written.Config)
    if (!add(Arg->getSourceRange()))
      return std::nullopt;
  L.ConfigCount = L.Pieces.size() - 1;
  if (L.ConfigCount < 2)
    return std::nullopt;
  const auto &Args = Written.Call;
  // As one piece first: a macro written for several arguments (`(ARGS)`)
  // stays a macro.
  if (Args.empty() ||
      add(SourceRange(Args.front()->getBeginLoc(), Args.back()->getEndLoc())))
    return L;
  for (const Expr *Arg : Args)
    if (!add(Arg->getSourceRange()))
      return std::nullopt;
  return L;
}

bool convertSplitKernelLaunch(const SplitKernelLaunch &L,
                              TranslationContext &Ctx) {
  SourceManager &SM = Ctx.sourceManager();
  FileID File = SM.getFileID(L.Whole.getBegin());
  unsigned Begin = SM.getFileOffset(L.Whole.getBegin());
  unsigned End = SM.getFileOffset(L.Whole.getEnd());
  if (!Ctx.isUserLocation(L.Whole.getBegin()))
    return false;

  // The replacement, as edits of the text between the pieces kept in place.
  struct Replaced {
    unsigned Begin, End;
    std::string Text;
  };
  std::vector<Replaced> Replacements;
  unsigned Cursor = Begin;
  std::string Pending;
  auto write = [&](CharSourceRange R) {
    auto [RFile, RBegin] = SM.getDecomposedLoc(R.getBegin());
    unsigned REnd = SM.getFileOffset(R.getEnd());
    if (RFile == File && RBegin >= Cursor && REnd <= End) {
      Replacements.push_back({Cursor, RBegin, std::move(Pending)});
      Pending.clear();
      Cursor = REnd;
      return true;
    }
    std::optional<std::string> Text;
    if (Ctx.isUserLocation(R.getBegin()))
      Text = Ctx.editsFor(RFile).applyWithin(SM.getBufferData(RFile), RBegin,
                                             REnd);
    if (Text)
      Pending += joinLines(*Text);
    return Text.has_value();
  };

  size_t ArgumentsFrom = L.ConfigCount + 1;
  llvm::SmallVector<std::string, 6> Glue = kernelLaunchGlue(
      L.Templated, L.ConfigCount, L.Pieces.size() > ArgumentsFrom);
  for (size_t I = 0; I < L.Pieces.size(); ++I) {
    Pending += I <= ArgumentsFrom ? Glue[I] : ", ";
    for (const CharSourceRange &R : L.Pieces[I])
      if (!write(R))
        return false;
  }
  if (L.Pieces.size() == ArgumentsFrom)
    Pending += Glue.back();
  Pending += ")";
  Replacements.push_back({Cursor, End, std::move(Pending)});

  EditSet &Edits = Ctx.editsFor(File);
  if (llvm::any_of(Replacements, [&](const Replaced &R) {
        return Edits.changesWithin(R.Begin, R.End);
      }))
    return false;
  llvm::StringRef Buffer = SM.getBufferData(File);
  SourceLocation Start = SM.getLocForStartOfFile(File);
  std::vector<PlannedEdit> Planned;
  for (Replaced &R : Replacements)
    if (Planned.empty() ||
        !sameGlue(Buffer.slice(R.Begin, R.End), R.Text, Ctx.langOptions()))
      Planned.push_back({Start.getLocWithOffset(R.Begin), R.End - R.Begin,
                         std::move(R.Text)});
  if (!whyEditsRefused(Ctx, Planned).empty())
    return false;
  for (PlannedEdit &E : Planned)
    Ctx.addEdit(E.FileLoc, E.Length, std::move(E.Replacement),
                &E == &Planned.front() ? std::optional(kernelLaunchReference())
                                       : std::nullopt);
  return true;
}

} // namespace hipify
