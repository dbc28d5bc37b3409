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
  bool FirstOnLine = Begin == 0 || Text[Begin - 1] == '\n';
  if (FirstOnLine) {
    // Keep the indentation; take the blanks after it instead.
    Begin = Offset;
    while (End < Text.size() && isBlank(Text[End]))
      ++End;
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
