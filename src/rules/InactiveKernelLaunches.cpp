//===- InactiveKernelLaunches.cpp - Launches in skipped #if branches ------===//
//
// The branch is cut into runs of code between directive lines and the bodies
// of its #defines; a launch must lie whole in one run. Without the AST a
// launch is only rewritten where its pieces cannot be read two ways: a
// configuration that is a macro (`<<<CONFIG>>>`) may stand for several
// arguments, a `<` in it may open template arguments whose commas are not
// the configuration's, and a kernel that is not a name preceded by the start
// of a statement or of a macro argument may be part of a larger expression.
//
//===----------------------------------------------------------------------===//
#include "InactiveKernelLaunches.h"
#include "../frontend/RawLexing.h"
#include "KernelLaunchGlue.h"
#include "KernelLaunchPieces.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {
namespace {

/// Code between directive lines, or the body of a #define.
struct Run {
  std::vector<Token> Tokens;
  /// The parameters of the #define whose body this is.
  llvm::SmallVector<llvm::StringRef, 4> Params;
  bool MacroBody = false;
};

bool isIdentifier(const Token &Tok, llvm::StringRef Name = {}) {
  return Tok.is(tok::raw_identifier) &&
         (Name.empty() || Tok.getRawIdentifier() == Name);
}

std::vector<Run> runsOf(TranslationContext &Ctx, SourceLocation Begin,
                        SourceLocation End) {
  SourceManager &SM = Ctx.sourceManager();
  auto [FID, BeginOffset] = SM.getDecomposedLoc(Begin);
  unsigned EndOffset = SM.getFileOffset(End);
  llvm::StringRef Buffer = SM.getBufferData(FID);
  std::vector<Run> Runs(1);
  if (EndOffset > Buffer.size() || BeginOffset >= EndOffset)
    return Runs;
  Lexer Lex(SM.getLocForStartOfFile(FID), Ctx.langOptions(), Buffer.begin(),
            Buffer.begin() + BeginOffset, Buffer.end());
  Lex.SetCommentRetentionState(false);
  auto next = [&](Token &Tok) {
    return nextRawToken(Lex, Tok) &&
           SM.getFileOffset(Tok.getLocation()) < EndOffset;
  };
  auto onLine = [](bool Have, const Token &Tok) {
    return Have && !Tok.isAtStartOfLine();
  };
  Token Tok;
  bool Have = next(Tok);
  while (Have) {
    if (!Tok.is(tok::hash) || !Tok.isAtStartOfLine()) {
      Runs.back().Tokens.push_back(Tok);
      Have = next(Tok);
      continue;
    }
    Token Name;
    Have = next(Name);
    if (onLine(Have, Name) && isIdentifier(Name, "define")) {
      Run Body;
      Body.MacroBody = true;
      Have = next(Tok); // the macro's name
      if (onLine(Have, Tok))
        Have = next(Tok);
      if (onLine(Have, Tok) && Tok.is(tok::l_paren) && !Tok.hasLeadingSpace()) {
        while ((Have = next(Tok)) && !Tok.isAtStartOfLine() &&
               Tok.isNot(tok::r_paren))
          if (isIdentifier(Tok))
            Body.Params.push_back(Tok.getRawIdentifier());
          else if (Tok.is(tok::ellipsis))
            Body.Params.push_back("__VA_ARGS__");
        if (onLine(Have, Tok))
          Have = next(Tok);
      }
      for (; onLine(Have, Tok); Have = next(Tok))
        Body.Tokens.push_back(Tok);
      Runs.push_back(std::move(Body));
    } else if (onLine(Have, Name)) {
      skipRestOfDirective(Lex); // `#include <x>` is not made of tokens
      Have = next(Tok);
    } else {
      Tok = Name; // `#` alone on its line
    }
    Runs.emplace_back();
  }
  return Runs;
}

/// Reads the launch whose `<<<` is token \p Open of \p R, or says why not.
class LaunchReader {
public:
  LaunchReader(const Run &R, size_t Open) : R(R), T(R.Tokens), Open(Open) {}

  /// The pieces, with \p Close the index of the closing parenthesis; or the
  /// reason they cannot be told apart.
  std::optional<LaunchPieces> read(size_t &Close, std::string &Why) {
    LaunchPieces P;
    std::optional<size_t> Kernel = kernelBegin(P.Templated);
    if (!Kernel) {
      Why = "the kernel is not a name";
      return std::nullopt;
    }
    if (!startsStatementOrArgument(*Kernel)) {
      Why = "the launch is not a statement or a macro argument of its own";
      return std::nullopt;
    }
    if (*Kernel + 1 == Open && llvm::is_contained(R.Params, name(*Kernel)))
      P.Templated = true;
    P.Callee = range(*Kernel, Open - 1);
    size_t I = Open + 1, PieceBegin = I;
    unsigned Depth = 0;
    for (;; ++I) {
      if (I == T.size() || (Depth == 0 && T[I].is(tok::semi))) {
        Why = "its configuration is not closed in the branch";
        return std::nullopt;
      }
      const Token &Tok = T[I];
      bool Ends = Depth == 0 && Tok.is(tok::greatergreatergreater);
      if (Ends || (Depth == 0 && Tok.is(tok::comma))) {
        if (I == PieceBegin)
          break; // an empty argument: not a configuration as written
        P.Config.push_back(range(PieceBegin, I - 1));
        PieceBegin = I + 1;
        if (Ends)
          break;
        continue;
      }
      if (Depth == 0 && Tok.is(tok::less)) {
        Why = "a '<' in the configuration may open template arguments";
        return std::nullopt;
      }
      Depth += opens(Tok);
      Depth -= Depth ? closes(Tok) : 0;
    }
    if (P.Config.size() < 2 || P.Config.size() > 4 ||
        !T[I].is(tok::greatergreatergreater)) {
      Why = "not 2 to 4 configuration arguments as written";
      return std::nullopt;
    }
    std::optional<size_t> RParen;
    if (I + 1 < T.size() && T[I + 1].is(tok::l_paren))
      RParen = matching(I + 1);
    if (!RParen) {
      Why = "its argument list is not written after it";
      return std::nullopt;
    }
    P.RParen = T[*RParen].getLocation();
    if (*RParen > I + 2) {
      P.Arguments = range(I + 2, *RParen - 1);
      P.VariadicArguments = R.MacroBody && *RParen == I + 3 &&
                            isIdentifier(T[I + 2], "__VA_ARGS__");
    }
    Close = *RParen;
    return P;
  }

private:
  static unsigned opens(const Token &Tok) {
    return Tok.isOneOf(tok::l_paren, tok::l_square, tok::l_brace);
  }
  static unsigned closes(const Token &Tok) {
    return Tok.isOneOf(tok::r_paren, tok::r_square, tok::r_brace);
  }
  llvm::StringRef name(size_t I) const { return T[I].getRawIdentifier(); }

  /// The first token of the kernel: `[::]name[::name...][<...>]`.
  std::optional<size_t> kernelBegin(bool &Templated) const {
    if (Open == 0)
      return std::nullopt;
    size_t I = Open - 1;
    if (T[I].isOneOf(tok::greater, tok::greatergreater)) {
      int Angles = 0;
      for (;; --I) {
        if (T[I].isOneOf(tok::semi, tok::l_brace, tok::r_brace))
          return std::nullopt;
        Angles += T[I].is(tok::greater) + 2 * T[I].is(tok::greatergreater) -
                  T[I].is(tok::less);
        if (Angles == 0)
          break;
        if (I == 0)
          return std::nullopt;
      }
      if (I == 0)
        return std::nullopt;
      --I;
      Templated = true;
    }
    if (!isIdentifier(T[I]))
      return std::nullopt;
    while (I > 0 && T[I - 1].is(tok::coloncolon)) {
      --I;
      if (I == 0 || !isIdentifier(T[I - 1]))
        break;
      --I;
    }
    return I;
  }

  /// Whether nothing before token \p I makes it part of a larger expression.
  bool startsStatementOrArgument(size_t I) const {
    if (I == 0)
      return true;
    const Token &Before = T[I - 1];
    if (Before.isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::l_paren,
                       tok::comma, tok::colon) ||
        isIdentifier(Before, "else") || isIdentifier(Before, "do"))
      return true;
    if (!Before.is(tok::r_paren))
      return false;
    // `if (c) k<<<...`, not `(void)k<<<...`.
    int Parens = 0;
    for (size_t J = I - 1;; --J) {
      Parens += T[J].is(tok::r_paren) - T[J].is(tok::l_paren);
      if (Parens == 0)
        return J > 0 &&
               (isIdentifier(T[J - 1], "if") || isIdentifier(T[J - 1], "for") ||
                isIdentifier(T[J - 1], "while"));
      if (J == 0)
        return false;
    }
  }

  /// The index of the token closing the bracket at \p I.
  std::optional<size_t> matching(size_t I) const {
    unsigned Depth = 0;
    for (; I < T.size(); ++I) {
      Depth += opens(T[I]);
      Depth -= closes(T[I]);
      if (Depth == 0)
        return I;
    }
    return std::nullopt;
  }

  CharSourceRange range(size_t First, size_t Last) const {
    return CharSourceRange::getCharRange(T[First].getLocation(),
                                         T[Last].getEndLoc());
  }

  const Run &R;
  const std::vector<Token> &T;
  size_t Open;
};

} // namespace

void rewriteKernelLaunchesInRange(TranslationContext &Ctx, SourceLocation Begin,
                                  SourceLocation End) {
  for (const Run &R : runsOf(Ctx, Begin, End))
    for (size_t I = 0; I < R.Tokens.size(); ++I) {
      if (!R.Tokens[I].is(tok::lesslessless))
        continue;
      size_t Close = I;
      std::string Why;
      std::optional<LaunchPieces> P = LaunchReader(R, I).read(Close, Why);
      if (P)
        Why = rewriteKernelLaunch(Ctx, *P, EditOrigin::TokenLevel);
      if (Why.empty()) {
        I = Close;
        continue;
      }
      ReferenceInfo Reference = kernelLaunchReference();
      Reference.HipName.clear();
      Ctx.reportUnconverted(R.Tokens[I].getLocation(), std::move(Reference),
                            "cannot be rewritten as hipLaunchKernelGGL "
                            "without the AST (" +
                                Why + "); left as written");
    }
}

} // namespace hipify
