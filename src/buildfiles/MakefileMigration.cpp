#include "BuildFileEdits.h"
#include "FlagRewriter.h"
#include "Migrations.h"

namespace hipify {

namespace {

/// The text of a line before its comment (`\#` is no comment).
llvm::StringRef withoutComment(llvm::StringRef Line) {
  for (size_t I = 0; I < Line.size(); ++I)
    if (Line[I] == '#' && (I == 0 || Line[I - 1] != '\\'))
      return Line.take_front(I);
  return Line;
}

/// `nvcc`, `/usr/local/cuda/bin/nvcc`, `NVCC=nvcc`, `@nvcc` (a recipe's
/// silent prefix): the compiler part of a piece.
void rewriteCompiler(const FlagPiece &P, const BuildMapping &Map,
                     BuildFileEdits &Out) {
  size_t Start = P.Text.rfind('=') + 1;
  Start = P.Text.find_first_not_of("@+-", Start);
  if (Start == llvm::StringRef::npos)
    return;
  llvm::StringRef Program = P.Text.drop_front(Start);
  llvm::StringRef Name = Program.rsplit('/').second;
  if (Name.empty())
    Name = Program;
  if (const BuildEntry *E = Map.find("compiler", Name))
    Out.replace(P.Offset + Start, Program.size(), E->Hip, E->Cuda);
}

} // namespace

EditSet migrateMakefile(llvm::StringRef Text, const BuildMapping &Map) {
  BuildFileEdits Out(Text, "Make");
  std::vector<FlagPiece> Pieces;
  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t End = std::min(Text.find('\n', Pos), Text.size());
    llvm::StringRef Whole = Text.slice(Pos, End);
    llvm::StringRef Line = withoutComment(Whole);
    llvm::StringRef Trimmed = Line.rtrim(" \t\r");
    // A line ending with `\` goes on: a flag's value may be on the next.
    bool Continued = Line.size() == Whole.size() && Trimmed.ends_with("\\");
    appendPieces(Continued ? Trimmed.drop_back() : Line, Pos, ' ', Pieces);
    if (!Continued || End == Text.size()) {
      for (const FlagPiece &P : Pieces)
        rewriteCompiler(P, Map, Out);
      rewriteFlags(Pieces, Map, Out);
      Pieces.clear();
    }
    Pos = End + 1;
  }
  return Out.take();
}

} // namespace hipify
