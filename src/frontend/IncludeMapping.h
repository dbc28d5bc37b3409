//===- IncludeMapping.h - #include <cuda…> -> #include <hip/…> ------------===//
#ifndef HIPIFY_FRONTEND_INCLUDEMAPPING_H
#define HIPIFY_FRONTEND_INCLUDEMAPPING_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace hipify {

/// The spelling of an include of \p HipHeader, keeping `<>` vs `""`.
inline std::string includeSpelling(llvm::StringRef HipHeader, bool Angled) {
  return (Angled ? "<" : "\"") + HipHeader.str() + (Angled ? ">" : "\"");
}

/// An `#include` read from text, where no preprocessor runs.
struct IncludeLine {
  /// The header name with its delimiters (`<x.h>` or `"x.h"`), a slice of
  /// the line.
  llvm::StringRef Spelled;
  llvm::StringRef Name;
  bool Angled;
};

/// The `#include` of \p Line, if it is one.
std::optional<IncludeLine> parseIncludeLine(llvm::StringRef Line);

} // namespace hipify

#endif
