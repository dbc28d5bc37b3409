#include "CMakeLexer.h"
#include "output/SourcePosition.h"

#include "llvm/ADT/StringExtras.h"
#include <optional>

namespace hipify {

namespace {

bool isSpace(char C) { return C == ' ' || C == '\t' || C == '\r'; }

bool isIdentifierStart(char C) { return llvm::isAlpha(C) || C == '_'; }

bool isIdentifierChar(char C) { return llvm::isAlnum(C) || C == '_'; }

class Lexer {
public:
  explicit Lexer(llvm::StringRef Text) : Text(Text) {}

  llvm::Expected<std::vector<CMakeCommand>> run() {
    std::vector<CMakeCommand> Commands;
    while (skipSpaceAndComments(true)) {
      if (!isIdentifierStart(Text[Pos]))
        return error(Pos, "expected a command name");
      CMakeCommand C;
      C.Offset = Pos;
      while (Pos < Text.size() && isIdentifierChar(Text[Pos]))
        ++Pos;
      C.Name = Text.slice(C.Offset, Pos).lower();
      while (Pos < Text.size() && isSpace(Text[Pos]))
        ++Pos;
      if (Pos == Text.size() || Text[Pos] != '(')
        return error(Pos, "expected '(' after '" + C.Name + "'");
      ++Pos;
      if (llvm::Error E = readArguments(C))
        return E;
      Commands.push_back(std::move(C));
    }
    if (Failure)
      return error(Failure->first, Failure->second);
    return Commands;
  }

private:
  llvm::Error error(unsigned At, const llvm::Twine &Message) {
    LineTable Lines(Text);
    return llvm::createStringError(llvm::Twine(Lines.line(At)) + ":" +
                                   llvm::Twine(Lines.column(At)) + ": " +
                                   Message);
  }

  /// The length of `[=*[` at \p At, or 0.
  unsigned bracketOpen(unsigned At, unsigned &Equals) const {
    if (At >= Text.size() || Text[At] != '[')
      return 0;
    unsigned I = At + 1;
    while (I < Text.size() && Text[I] == '=')
      ++I;
    if (I >= Text.size() || Text[I] != '[')
      return 0;
    Equals = I - At - 1;
    return I + 1 - At;
  }

  /// Skips to after the `]=*]` closing a bracket opened with \p Equals '='.
  bool skipBracket(unsigned Equals, unsigned &ContentEnd) {
    std::string Close = "]" + std::string(Equals, '=') + "]";
    size_t End = Text.find(Close, Pos);
    if (End == llvm::StringRef::npos)
      return false;
    ContentEnd = End;
    Pos = End + Close.size();
    return true;
  }

  /// Skips whitespace (newlines when \p Newlines) and comments; false at the
  /// end of the text or on an error (kept in Failure).
  bool skipSpaceAndComments(bool Newlines) {
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (isSpace(C) || (Newlines && C == '\n')) {
        ++Pos;
      } else if (C == '#') {
        unsigned Equals = 0, Start = Pos, End = 0;
        if (unsigned Open = bracketOpen(Pos + 1, Equals)) {
          Pos += 1 + Open;
          if (!skipBracket(Equals, End)) {
            Failure = {Start, "unterminated bracket comment"};
            return false;
          }
        } else {
          Pos = std::min(Text.find('\n', Pos), Text.size());
        }
      } else {
        return true;
      }
    }
    return false;
  }

  llvm::Error readArguments(CMakeCommand &C) {
    unsigned Depth = 0, Open = Pos - 1;
    while (true) {
      if (!skipSpaceAndComments(true))
        return Failure ? error(Failure->first, Failure->second)
                       : error(Open, "unbalanced parenthesis");
      char Ch = Text[Pos];
      CMakeArgument A;
      A.Offset = Pos;
      unsigned Equals = 0;
      if (Ch == ')' && Depth == 0) {
        C.End = ++Pos;
        return llvm::Error::success();
      }
      if (Ch == '(' || Ch == ')') {
        Depth += Ch == '(' ? 1 : -1;
        A.Kind = CMakeArgument::Parenthesis;
        ++Pos;
        A.ContentOffset = A.Offset;
      } else if (Ch == '"') {
        A.Kind = CMakeArgument::Quoted;
        ++Pos;
        A.ContentOffset = Pos;
        if (!skipQuoted())
          return error(A.Offset, "unterminated quoted argument");
        A.Content = Text.slice(A.ContentOffset, Pos - 1);
      } else if (unsigned OpenLength = bracketOpen(Pos, Equals)) {
        A.Kind = CMakeArgument::Bracket;
        Pos += OpenLength;
        A.ContentOffset = Pos;
        unsigned End = 0;
        if (!skipBracket(Equals, End))
          return error(A.Offset, "unterminated bracket argument");
        A.Content = Text.slice(A.ContentOffset, End);
      } else {
        A.ContentOffset = Pos;
        if (!skipUnquoted())
          return error(A.Offset, "unterminated quoted argument");
        A.Content = Text.slice(A.ContentOffset, Pos);
      }
      if (A.Kind == CMakeArgument::Parenthesis)
        A.Content = Text.slice(A.Offset, Pos);
      A.Length = Pos - A.Offset;
      C.Arguments.push_back(A);
    }
  }

  /// After an opening quote: to after the closing one.
  bool skipQuoted() {
    while (Pos < Text.size()) {
      char C = Text[Pos++];
      if (C == '\\')
        ++Pos;
      else if (C == '"')
        return true;
    }
    return false;
  }

  /// An unquoted argument; a quoted part inside it (`-DX="a b"`) belongs
  /// to it, as CMake's legacy syntax has it.
  bool skipUnquoted() {
    while (Pos < Text.size()) {
      char C = Text[Pos];
      if (isSpace(C) || C == '\n' || C == '(' || C == ')' || C == '#')
        return true;
      ++Pos;
      if (C == '\\')
        ++Pos;
      else if (C == '"' && !skipQuoted())
        return false;
    }
    return true;
  }

  llvm::StringRef Text;
  unsigned Pos = 0;
  /// Where and why skipping a comment failed.
  std::optional<std::pair<unsigned, std::string>> Failure;
};

} // namespace

llvm::Expected<std::vector<CMakeCommand>> lexCMake(llvm::StringRef Text) {
  return Lexer(Text).run();
}

} // namespace hipify
