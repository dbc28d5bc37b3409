//===- BuildFileEdits.h - Edits and warnings for one build file -----------===//
#ifndef HIPIFY_BUILDFILES_BUILDFILEEDITS_H
#define HIPIFY_BUILDFILES_BUILDFILEEDITS_H

#include "hipify/EditSet.h"
#include "output/SourcePosition.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// The EditSet of a build file, with its references named for the reports:
/// API `CMake` or `Make`, category `build`.
class BuildFileEdits {
public:
  BuildFileEdits(llvm::StringRef Text, llvm::StringRef Api)
      : Text(Text), Api(Api.str()), Lines(Text) {}

  /// Replaces [Offset, Offset+Length) by \p Replacement, converting \p Cuda.
  void replace(unsigned Offset, unsigned Length, llvm::StringRef Replacement,
               llvm::StringRef Cuda);
  /// Removes [Offset, Offset+Length) with the blanks that separated it from
  /// its neighbours on the line.
  void remove(unsigned Offset, unsigned Length, llvm::StringRef Cuda);
  /// `file:line:col: warning: '<Cuda>' <Reason>`.
  void warn(unsigned Offset, llvm::StringRef Cuda, llvm::StringRef Reason);

  llvm::StringRef text() const { return Text; }
  EditSet take() { return std::move(Edits); }

private:
  llvm::StringRef Text;
  std::string Api;
  LineTable Lines;
  EditSet Edits;
  unsigned RemovedUpTo = 0;
};

} // namespace hipify

#endif
