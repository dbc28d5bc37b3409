#include "BuildFileEdits.h"
#include "FlagRewriter.h"
#include "Migrations.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <set>

namespace hipify {

namespace {

bool isWordChar(char C) { return llvm::isAlnum(C) || C == '_' || C == ':'; }

/// A name in an argument (a variable, a property, a target, a generator
/// expression's `COMPILE_LANGUAGE:CUDA`), at its offset in the file.
struct Word {
  unsigned Offset;
  llvm::StringRef Text;
};

/// The names of an argument. In a quoted one (a message, a command line),
/// only those inside `${...}` and `$<...>`: the rest is text.
std::vector<Word> wordsOf(const CMakeArgument &A) {
  std::vector<Word> Words;
  if (A.Kind == CMakeArgument::Bracket || A.Kind == CMakeArgument::Parenthesis)
    return Words;
  llvm::StringRef S = A.Content;
  std::string Open; // the closers of the references the scan is inside
  for (size_t I = 0; I < S.size();) {
    if (S[I] == '$' && I + 1 < S.size() &&
        (S[I + 1] == '{' || S[I + 1] == '<')) {
      Open.push_back(S[I + 1] == '{' ? '}' : '>');
      I += 2;
      continue;
    }
    if (!Open.empty() && S[I] == Open.back())
      Open.pop_back();
    if (!isWordChar(S[I])) {
      ++I;
      continue;
    }
    size_t End = I;
    while (End < S.size() && isWordChar(S[End]))
      ++End;
    llvm::StringRef W = S.slice(I, End).trim(':');
    if (!W.empty() && (A.Kind == CMakeArgument::Unquoted || !Open.empty()))
      Words.push_back({A.ContentOffset + unsigned(W.data() - S.data()), W});
    I = End;
  }
  return Words;
}

bool isUnquoted(const CMakeArgument &A, llvm::StringRef Content) {
  return A.Kind == CMakeArgument::Unquoted && A.Content == Content;
}

/// A keyword (`CACHE`, `PROPERTIES`, `STREQUAL`...) ends a list of values.
bool isKeyword(const CMakeArgument &A) {
  return A.Kind == CMakeArgument::Unquoted && !A.Content.empty() &&
         llvm::all_of(A.Content,
                      [](char C) { return llvm::isUpper(C) || C == '_'; });
}

class CMakeMigration {
public:
  CMakeMigration(llvm::StringRef Text, const BuildMapping &Map,
                 llvm::ArrayRef<std::string> Packages)
      : Out(Text, "CMake"), Text(Text), Map(Map), Packages(Packages) {}

  EditSet run(llvm::ArrayRef<CMakeCommand> Commands) {
    for (const CMakeCommand &C : Commands)
      if (C.Name == "set_source_files_properties")
        for (const CMakeArgument &A : C.Arguments)
          SourcesWithProperties.insert(A.Content.str());
    for (const CMakeCommand &C : Commands)
      migrate(C);
    return Out.take();
  }

private:
  void migrate(const CMakeCommand &C) {
    if (const BuildEntry *E = Map.find("command", C.Name))
      Out.warn(C.Offset, C.Name, "left as written: " + E->Note);
    if (C.Name == "find_package" && !C.Arguments.empty())
      if (const BuildEntry *E = Map.find("package", C.Arguments[0].Content))
        return findPackage(C, *E);
    languages(C);
    for (size_t I = 0; I < C.Arguments.size(); ++I)
      for (const Word &W : wordsOf(C.Arguments[I]))
        name(C, I, W);
    flags(C);
    sources(C);
  }

  std::string indentOf(unsigned Offset) const {
    size_t LineStart = Text.rfind('\n', Offset) + 1;
    llvm::StringRef Before = Text.slice(LineStart, Offset);
    return Before.take_while([](char C) { return C == ' ' || C == '\t'; })
        .str();
  }

  void findPackage(const CMakeCommand &C, const BuildEntry &E) {
    if (E.Hip.empty()) {
      Out.warn(C.Offset, E.Cuda, "left as written: " + E.Note);
      return;
    }
    std::string Indent = indentOf(C.Offset);
    std::string Replacement = "find_package(" + E.Hip + " REQUIRED)";
    for (const std::string &P : Packages)
      Replacement += "\n" + Indent + "find_package(" + P + " REQUIRED)";
    Out.replace(C.Offset, C.End - C.Offset, Replacement, E.Cuda);
  }

  void language(const CMakeArgument &A) {
    if (A.Kind != CMakeArgument::Unquoted)
      return;
    if (const BuildEntry *E = Map.find("language", A.Content))
      Out.replace(A.Offset, A.Length, E->Hip, E->Cuda);
  }

  /// `project(x LANGUAGES CXX CUDA)`, `enable_language(CUDA)`, and
  /// `LANGUAGE CUDA` in any command.
  void languages(const CMakeCommand &C) {
    const BuildEntry *Command = Map.find("language-command", C.Name);
    for (size_t I = 0; I < C.Arguments.size(); ++I)
      if ((Command && I >= Command->Skip) ||
          (I > 0 && isUnquoted(C.Arguments[I - 1], "LANGUAGE")))
        language(C.Arguments[I]);
  }

  void name(const CMakeCommand &C, size_t Index, const Word &W) {
    const BuildEntry *E = Map.find("target", W.Text);
    if (!E)
      E = Map.find("name", W.Text);
    std::string Hip;
    if (E) {
      Hip = E->Hip;
    } else if (const BuildEntry *P = Map.findPrefixOf("name-prefix", W.Text)) {
      E = P;
      if (!P->Hip.empty())
        Hip = (P->Hip + W.Text.drop_front(P->Cuda.size())).str();
    }
    if (!E)
      return;
    if (Hip.empty()) {
      Out.warn(W.Offset, W.Text, "left as written: " + E->Note);
      return;
    }
    if (!E->Note.empty())
      Out.warn(W.Offset, W.Text, "became '" + Hip + "': " + E->Note);
    Out.replace(W.Offset, W.Text.size(), Hip, W.Text);
    if (E->Architectures && isUnquoted(C.Arguments[Index], W.Text))
      architectures(C, Index + 1);
  }

  /// The values after an architectures variable or property.
  void architectures(const CMakeCommand &C, size_t First) {
    size_t End = First;
    while (End < C.Arguments.size() && !isKeyword(C.Arguments[End]) &&
           C.Arguments[End].Kind != CMakeArgument::Parenthesis)
      ++End;
    if (End == First)
      return;
    const CMakeArgument &A = C.Arguments[First], &Last = C.Arguments[End - 1];
    std::string Placeholder = "\"" + Map.architectures() + "\"";
    Out.replace(A.Offset, Last.Offset + Last.Length - A.Offset, Placeholder,
                Text.slice(A.Offset, Last.Offset + Last.Length));
    Out.warn(A.Offset, Text.slice(A.Offset, Last.Offset + Last.Length),
             "names NVIDIA architectures: became the placeholder " +
                 Placeholder + "; adjust it to your GPUs");
  }

  /// The arguments holding compiler flags: all of a flag command's, those
  /// after a flag variable (`set(CMAKE_CUDA_FLAGS "...")`).
  void flags(const CMakeCommand &C) {
    bool FlagCommand = Map.find("flag-command", C.Name) != nullptr;
    size_t First = FlagCommand ? 0 : C.Arguments.size();
    for (size_t I = 0; I < First; ++I)
      if (C.Arguments[I].Kind == CMakeArgument::Unquoted &&
          Map.findPrefixOf("flag-variable", C.Arguments[I].Content))
        First = I + 1;
    std::vector<FlagPiece> Pieces;
    int GeneratorDepth = 0;
    for (size_t I = First; I < C.Arguments.size(); ++I) {
      const CMakeArgument &A = C.Arguments[I];
      if (A.Kind == CMakeArgument::Bracket ||
          A.Kind == CMakeArgument::Parenthesis)
        continue;
      char Sep = FlagCommand && A.Kind == CMakeArgument::Quoted ? ';' : ' ';
      std::vector<FlagPiece> Own;
      appendPieces(A.Content, A.ContentOffset, Sep, Own);
      for (FlagPiece &P : Own) {
        GeneratorDepth += P.Text.count("$<");
        // `$<$<COMPILE_LANGUAGE:CUDA>:-flag` and the `>` closing it later.
        if (P.Text.starts_with("$<")) {
          size_t Colon = P.Text.find(":-");
          if (Colon == llvm::StringRef::npos)
            continue;
          P.Offset += Colon + 1;
          P.Text = P.Text.drop_front(Colon + 1);
        }
        while (GeneratorDepth > 0 && P.Text.ends_with(">")) {
          P.Text = P.Text.drop_back();
          --GeneratorDepth;
        }
        Pieces.push_back(P);
      }
    }
    rewriteFlags(Pieces, Map, Out);
  }

  /// `.cu` sources of a target get LANGUAGE HIP, in a
  /// set_source_files_properties() after the command.
  void sources(const CMakeCommand &C) {
    if (!Map.find("source-command", C.Name))
      return;
    std::string List;
    llvm::StringRef Suffix;
    for (const CMakeArgument &A : C.Arguments) {
      const BuildEntry *E = nullptr;
      for (const BuildEntry *S : Map.entries("source-suffix"))
        if (A.Kind != CMakeArgument::Bracket && A.Content.ends_with(S->Cuda))
          E = S;
      if (!E || SourcesWithProperties.count(A.Content.str()))
        continue;
      Suffix = E->Cuda;
      List += (List.empty() ? "" : " ") +
              Text.slice(A.Offset, A.Offset + A.Length).str();
    }
    if (List.empty())
      return;
    // On a line of its own, after the command's line: the diff shows one
    // line added.
    std::string Line = indentOf(C.Offset) + "set_source_files_properties(" +
                       List + " PROPERTIES LANGUAGE HIP)";
    size_t NewLine = Text.find('\n', C.End);
    if (NewLine == llvm::StringRef::npos)
      Out.replace(Text.size(), 0, "\n" + Line, Suffix);
    else
      Out.replace(NewLine + 1, 0, Line + "\n", Suffix);
  }

  BuildFileEdits Out;
  llvm::StringRef Text;
  const BuildMapping &Map;
  llvm::ArrayRef<std::string> Packages;
  std::set<std::string> SourcesWithProperties;
};

} // namespace

void collectPackages(llvm::ArrayRef<CMakeCommand> Commands,
                     const BuildMapping &Map,
                     std::vector<std::string> &Packages) {
  std::set<std::string> Used(Packages.begin(), Packages.end());
  for (const CMakeCommand &C : Commands)
    for (const CMakeArgument &A : C.Arguments)
      for (const Word &W : wordsOf(A))
        if (const BuildEntry *E = Map.find("target", W.Text))
          if (!E->Package.empty())
            Used.insert(E->Package);
  Packages.clear();
  for (const BuildEntry *E : Map.entries("target"))
    if (Used.count(E->Package) && !llvm::is_contained(Packages, E->Package))
      Packages.push_back(E->Package);
}

EditSet migrateCMake(llvm::StringRef Text,
                     llvm::ArrayRef<CMakeCommand> Commands,
                     const BuildMapping &Map,
                     llvm::ArrayRef<std::string> Packages) {
  return CMakeMigration(Text, Map, Packages).run(Commands);
}

} // namespace hipify
