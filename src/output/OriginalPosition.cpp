#include "OriginalPosition.h"
#include "SourcePosition.h"

#include <algorithm>

namespace hipify {

OriginalPosition originalPosition(llvm::StringRef Original,
                                  const EditSet &Edits, unsigned Line,
                                  unsigned Column) {
  std::string Converted = Edits.apply(Original);
  LineTable ConvertedLines(Converted);
  unsigned LineIndex = std::min(std::max(Line, 1u), ConvertedLines.lineCount());
  uint64_t Offset = uint64_t(ConvertedLines.lineStart(LineIndex - 1)) +
                    std::max(Column, 1u) - 1;
  OriginalPosition Result;
  // Converted offset - original offset, for text after the edits seen.
  int64_t Shift = 0;
  for (const Edit &E : Edits.edits()) {
    uint64_t Start = E.Offset + Shift;
    if (Offset < Start)
      break;
    if (Offset < Start + E.Replacement.size()) {
      Result.Within = &E;
      break;
    }
    Shift += int64_t(E.Replacement.size()) - int64_t(E.Length);
  }
  uint64_t Kept = Result.Within ? Result.Within->Offset : Offset - Shift;
  Kept = std::min<uint64_t>(Kept, Original.size());
  LineTable OriginalLines(Original);
  Result.Line = OriginalLines.line(Kept);
  Result.Column = OriginalLines.column(Kept);
  return Result;
}

unsigned convertedOffset(const EditSet &Edits, unsigned Offset) {
  int64_t Shift = 0;
  for (const Edit &E : Edits.edits()) {
    if (E.Offset > Offset || (E.Offset == Offset && E.Length > 0))
      break;
    if (Offset < uint64_t(E.Offset) + E.Length)
      return E.Offset + Shift;
    Shift += int64_t(E.Replacement.size()) - int64_t(E.Length);
  }
  return Offset + Shift;
}

} // namespace hipify
