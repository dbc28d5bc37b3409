//===- FlagRewriter.h - nvcc flags to hipcc/clang flags -------------------===//
#ifndef HIPIFY_BUILDFILES_FLAGREWRITER_H
#define HIPIFY_BUILDFILES_FLAGREWRITER_H

#include "BuildFileEdits.h"
#include "BuildMapping.h"
#include "llvm/ADT/ArrayRef.h"

namespace hipify {

/// A blank-separated word of a command line as written in a build file.
struct FlagPiece {
  unsigned Offset = 0;
  llvm::StringRef Text;
  /// What separates flags where this piece stands: a blank, or `;` in a
  /// quoted CMake list.
  char Separator = ' ';
};

/// Rewrites the nvcc flags among \p Pieces (the words of one command line,
/// or of one CMake command's flag arguments) with the `flag` entries of
/// \p Map. The architecture flags become the placeholder list once, where
/// the first of them stands; the others are removed.
void rewriteFlags(llvm::ArrayRef<FlagPiece> Pieces, const BuildMapping &Map,
                  BuildFileEdits &Out);

/// Splits [Offset, Offset+Text.size()) at blanks and newlines into pieces.
void appendPieces(llvm::StringRef Text, unsigned Offset, char Separator,
                  std::vector<FlagPiece> &Pieces);

} // namespace hipify

#endif
