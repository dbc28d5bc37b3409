//===- SourcePosition.h - Offsets to 1-based lines and columns ------------===//
#ifndef HIPIFY_OUTPUT_SOURCEPOSITION_H
#define HIPIFY_OUTPUT_SOURCEPOSITION_H

#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <vector>

namespace hipify {

/// Line starts of a text, for offset -> (line, column) in O(log n).
class LineTable {
public:
  explicit LineTable(llvm::StringRef Text) {
    Starts.push_back(0);
    for (size_t I = 0; I < Text.size(); ++I)
      if (Text[I] == '\n')
        Starts.push_back(I + 1);
  }
  /// 0-based line of \p Offset.
  unsigned lineIndex(unsigned Offset) const {
    return std::upper_bound(Starts.begin(), Starts.end(), Offset) -
           Starts.begin() - 1;
  }
  unsigned line(unsigned Offset) const { return lineIndex(Offset) + 1; }
  unsigned column(unsigned Offset) const {
    return Offset - Starts[lineIndex(Offset)] + 1;
  }
  unsigned lineStart(unsigned Index) const { return Starts[Index]; }
  unsigned lineCount() const { return Starts.size(); }

private:
  std::vector<unsigned> Starts;
};

} // namespace hipify

#endif
