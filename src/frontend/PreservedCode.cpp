#include "PreservedCode.h"
#include "RawLexing.h"

#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <vector>

using namespace clang;

namespace hipify {
namespace {

/// A directive (`#` and its keyword) or a comment, with its line.
struct Kept {
  std::string Text;
  unsigned Line;
};

/// A directive's own name. After a '#' any other word (in an inactive
/// branch, where clang does not read it) is text the conversion may rename.
bool isDirectiveName(llvm::StringRef Word) {
  return llvm::StringSwitch<bool>(Word)
      .Cases({"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else",
              "endif", "define", "undef", "include", "include_next", "import",
              "line", "error", "warning", "pragma", "ident", "sccs", "assert",
              "unassert", "embed"},
             true)
      .Default(false);
}

std::vector<Kept> directivesAndComments(llvm::StringRef Text,
                                        const LangOptions &LangOpts) {
  std::string Copy = Text.str(); // the raw lexer reads up to a null
  Lexer Lex(SourceLocation(), LangOpts, Copy.c_str(), Copy.c_str(),
            Copy.c_str() + Copy.size());
  Lex.SetCommentRetentionState(true);
  std::vector<Kept> Out;
  Token Tok;
  auto lineOf = [&](unsigned Offset) {
    return unsigned(llvm::StringRef(Copy).take_front(Offset).count('\n') + 1);
  };
  while (nextRawToken(Lex, Tok)) {
    unsigned Offset = Tok.getLocation().getRawEncoding();
    if (Tok.is(tok::comment)) {
      Out.push_back({Copy.substr(Offset, Tok.getLength()), lineOf(Offset)});
      continue;
    }
    if (!Tok.is(tok::hash) || !Tok.isAtStartOfLine())
      continue;
    Token Keyword;
    nextRawToken(Lex, Keyword);
    std::string Directive = "#";
    if (Keyword.is(tok::raw_identifier) && !Keyword.isAtStartOfLine() &&
        isDirectiveName(Keyword.getRawIdentifier()))
      Directive += Keyword.getRawIdentifier().str();
    Out.push_back({Directive, lineOf(Offset)});
    if (Directive != "#" && !Keyword.isAtStartOfLine())
      skipRestOfDirective(Lex);
  }
  return Out;
}

} // namespace

std::string firstLostDirectiveOrComment(llvm::StringRef Original,
                                        llvm::StringRef Converted,
                                        const LangOptions &LangOpts) {
  std::vector<Kept> Before = directivesAndComments(Original, LangOpts);
  std::vector<Kept> After = directivesAndComments(Converted, LangOpts);
  // Each of the original's, in order, among the output's (which may have
  // more: the includes and guards a conversion adds).
  size_t Next = 0;
  for (const Kept &K : Before) {
    while (Next < After.size() && After[Next].Text != K.Text)
      ++Next;
    if (Next == After.size())
      return "line " + std::to_string(K.Line) + ": '" + K.Text + "'";
    ++Next;
  }
  return "";
}

/// Whether \p Replaced (the original text an edit replaces) spells the
/// reference \p Counted: its name, a part of a qualified one (`cub` of
/// `cub::DeviceReduce`), or no name at all (the `<<<>>>` of a launch,
/// however written).
static bool spellsReference(llvm::StringRef Replaced, llvm::StringRef Counted) {
  std::string Joined; // line continuations are no part of a name
  for (size_t I = 0; I < Replaced.size(); ++I) {
    if (Replaced[I] == '\\' && Replaced.substr(I + 1).ltrim(" \t\r")
                                      .starts_with("\n")) {
      I = Replaced.find('\n', I);
      continue;
    }
    Joined += Replaced[I];
  }
  if (llvm::none_of(Counted, [](char C) { return isAsciiIdentifierContinue(C); }))
    return true;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Counted.split(Parts, "::", -1, /*KeepEmpty=*/false);
  return llvm::any_of(Parts, [&](llvm::StringRef Part) {
    return llvm::StringRef(Joined).contains(Part);
  });
}

std::string firstUnattributedEdit(llvm::StringRef Original,
                                  const EditSet &Edits) {
  for (const Edit &E : Edits.edits()) {
    llvm::StringRef Replaced = Original.substr(E.Offset, E.Length);
    // A rename replaces the name it counts; an edit that rewrites a whole
    // range may hold more.
    bool RenamesWhatItSays = !E.Reference || E.Covers || E.Length == 0 ||
                             spellsReference(Replaced, E.Reference->CudaName);
    if (!E.Rule.empty() && RenamesWhatItSays)
      continue;
    std::string Where =
        "line " +
        std::to_string(Original.take_front(E.Offset).count('\n') + 1) +
        ": '" + Replaced.str() + "' -> '" + E.Replacement + "'";
    return E.Rule.empty() ? Where + " made by no rule"
                          : Where + " [" + E.Rule + "] counted as '" +
                                E.Reference->CudaName + "'";
  }
  return "";
}

void logLostCode(const FileResult &File, const LangOptions &LangOpts) {
  std::optional<std::string> Log =
      llvm::sys::Process::GetEnv("HIPIFY_PRESERVATION_LOG");
  if (!Log || Log->empty() || File.Edits.empty())
    return;
  std::string Lines;
  std::string Lost = firstLostDirectiveOrComment(
      File.OriginalText, File.Edits.apply(File.OriginalText), LangOpts);
  if (!Lost.empty())
    Lines += File.Path + ": lost " + Lost + "\n";
  std::string Unattributed =
      firstUnattributedEdit(File.OriginalText, File.Edits);
  if (!Unattributed.empty())
    Lines += File.Path + ": edit at " + Unattributed + "\n";
  if (Lines.empty())
    return;
  std::error_code EC;
  // Lines appended by parallel runs: each is one write.
  llvm::raw_fd_ostream Out(*Log, EC, llvm::sys::fs::OF_Append);
  if (!EC)
    Out << Lines;
}

} // namespace hipify
