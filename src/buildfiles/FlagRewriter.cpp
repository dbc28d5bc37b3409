#include "FlagRewriter.h"

#include "llvm/ADT/SmallString.h"

namespace hipify {

namespace {

/// A flag found among the pieces, with its value when it takes one.
struct FoundFlag {
  const BuildEntry *Entry = nullptr;
  llvm::StringRef Value;
  size_t Last = 0; ///< index of the last piece it spans
};

FoundFlag findFlag(llvm::ArrayRef<FlagPiece> Pieces, size_t I,
                   const BuildMapping &Map) {
  FoundFlag F;
  F.Last = I;
  llvm::StringRef Text = Pieces[I].Text;
  if ((F.Entry = Map.find("flag", Text))) {
    if (F.Entry->TakesValue && I + 1 < Pieces.size()) {
      F.Value = Pieces[I + 1].Text;
      F.Last = I + 1;
    }
    return F;
  }
  auto [Name, Value] = Text.split('=');
  const BuildEntry *E = Map.find("flag", Name);
  if (E && E->TakesValue && !Value.empty()) {
    F.Entry = E;
    F.Value = Value;
  }
  return F;
}

std::string joined(llvm::StringRef List, char ListSeparator,
                   llvm::StringRef Prefix, char Separator) {
  std::string Out;
  llvm::SmallVector<llvm::StringRef, 4> Items;
  List.split(Items, ListSeparator, -1, false);
  for (llvm::StringRef Item : Items) {
    if (!Out.empty())
      Out += Separator;
    Out += (Prefix + Item).str();
  }
  return Out;
}

} // namespace

void rewriteFlags(llvm::ArrayRef<FlagPiece> Pieces, const BuildMapping &Map,
                  BuildFileEdits &Out) {
  bool ArchitecturesWritten = false;
  for (size_t I = 0; I < Pieces.size(); ++I) {
    FoundFlag F = findFlag(Pieces, I, Map);
    if (!F.Entry)
      continue;
    const BuildEntry &E = *F.Entry;
    const FlagPiece &First = Pieces[I];
    unsigned Begin = First.Offset;
    unsigned End = Pieces[F.Last].Offset + Pieces[F.Last].Text.size();
    char Sep = First.Separator;
    std::string Replacement;
    if (E.Architectures && !ArchitecturesWritten) {
      Replacement = joined(Map.architectures(), ';', E.Hip, Sep);
      Out.warn(Begin, First.Text,
               "names NVIDIA architectures: became the placeholder '" +
                   Replacement + "'; adjust it to your GPUs");
      ArchitecturesWritten = true;
    } else if (E.Unwrap) {
      Replacement = joined(F.Value, ',', "", Sep);
    } else if (!E.Architectures) {
      Replacement =
          E.WithValue ? (E.Hip + F.Value).str() : joined(E.Hip, ',', "", Sep);
    }
    if (!E.Note.empty())
      Out.warn(Begin, Pieces[I].Text.split('=').first,
               (Replacement.empty() ? "removed: "
                                    : "became '" + Replacement + "': ") +
                   E.Note);
    llvm::StringRef Cuda = First.Text.split('=').first;
    if (Replacement.empty())
      Out.remove(Begin, End - Begin, Cuda);
    else
      Out.replace(Begin, End - Begin, Replacement, Cuda);
    I = F.Last;
  }
}

void appendPieces(llvm::StringRef Text, unsigned Offset, char Separator,
                  std::vector<FlagPiece> &Pieces) {
  size_t Pos = 0;
  while (true) {
    Pos = Text.find_first_not_of(" \t\r\n", Pos);
    if (Pos == llvm::StringRef::npos)
      return;
    size_t End = std::min(Text.find_first_of(" \t\r\n", Pos), Text.size());
    Pieces.push_back({Offset + unsigned(Pos), Text.slice(Pos, End), Separator});
    Pos = End;
  }
}

} // namespace hipify
