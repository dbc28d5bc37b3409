//===- OriginalPosition.h - A converted file's lines traced back ----------===//
#ifndef HIPIFY_OUTPUT_ORIGINALPOSITION_H
#define HIPIFY_OUTPUT_ORIGINALPOSITION_H

#include "hipify/EditSet.h"
#include "llvm/ADT/StringRef.h"

namespace hipify {

/// A place in the original text of a converted file.
struct OriginalPosition {
  unsigned Line = 0; ///< 1-based
  unsigned Column = 0;
  /// The edit whose replacement covers the converted position, if any.
  const Edit *Within = nullptr;
};

/// Where 1-based \p Line, \p Column of `Edits.apply(Original)` came from in
/// \p Original: text the edits kept maps to itself, text an edit wrote to
/// the start of what it replaced.
OriginalPosition originalPosition(llvm::StringRef Original,
                                  const EditSet &Edits, unsigned Line,
                                  unsigned Column);

/// Where \p Offset of \p Original is in `Edits.apply(Original)`: after
/// what the edits before it wrote (an offset an edit replaces: where its
/// replacement starts).
unsigned convertedOffset(const EditSet &Edits, unsigned Offset);

} // namespace hipify

#endif
