#include "BuildFileEdits.h"

namespace hipify {

static bool isBlank(char C) { return C == ' ' || C == '\t'; }

void BuildFileEdits::replace(unsigned Offset, unsigned Length,
                             llvm::StringRef Replacement,
                             llvm::StringRef Cuda) {
  Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Replacement = Replacement.str();
  E.Origin = EditOrigin::TokenLevel; // words of a build file, no AST
  E.Reference = ReferenceInfo{Cuda.str(),
                              Replacement.empty() ? std::string("(removed)")
                                                  : Replacement.str(),
                              Api, "build"};
  std::string Conflict;
  if (!Edits.add(std::move(E), &Conflict))
    warn(Offset, Cuda, "not rewritten: " + Conflict);
}

void BuildFileEdits::remove(unsigned Offset, unsigned Length,
                            llvm::StringRef Cuda) {
  unsigned Begin = Offset, End = Offset + Length;
  while (Begin > 0 && isBlank(Text[Begin - 1]))
    --Begin;
  while (End < Text.size() && isBlank(Text[End]))
    ++End;
  bool FirstOnLine = Begin == 0 || Text[Begin - 1] == '\n';
  bool LastOnLine = End == Text.size() || Text[End] == '\n';
  bool Continued = !LastOnLine && Text[End] == '\\' &&
                   (End + 1 == Text.size() || Text[End + 1] == '\n');
  if (FirstOnLine && (LastOnLine || Continued)) {
    // The line held nothing else: it goes, and with the last line of a
    // Makefile continuation, the `\` that led to it.
    llvm::StringRef Before = Text.take_front(Begin).drop_back(Begin ? 1 : 0);
    if (LastOnLine && Before.rtrim(" \t").ends_with("\\")) {
      Begin = Before.rtrim(" \t").size() - 1;
      while (Begin > 0 && isBlank(Text[Begin - 1]))
        --Begin;
    } else {
      End = std::min<unsigned>(Text.size(), End + (Continued ? 2 : 1));
    }
  } else if (FirstOnLine) {
    Begin = Offset; // keep the indentation
  } else {
    End = Offset + Length;
  }
  // The blanks a removal just before took are not taken twice.
  Begin = std::max(Begin, std::min(RemovedUpTo, Offset));
  RemovedUpTo = End;
  replace(Begin, End - Begin, "", Cuda);
}

void BuildFileEdits::warn(unsigned Offset, llvm::StringRef Cuda,
                          llvm::StringRef Reason) {
  UnconvertedReference U;
  U.Offset = Offset;
  U.Line = Lines.line(Offset);
  U.Column = Lines.column(Offset);
  U.Reference = ReferenceInfo{Cuda.str(), "", Api, "build"};
  U.Reason = Reason.str();
  Edits.addUnconverted(std::move(U));
}

} // namespace hipify
