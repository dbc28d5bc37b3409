//===- IncludeMapping.h - #include <cuda…> -> #include <hip/…> ------------===//
#ifndef HIPIFY_RULES_INCLUDEMAPPING_H
#define HIPIFY_RULES_INCLUDEMAPPING_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// The spelling of an include of \p HipHeader, keeping `<>` vs `""`.
inline std::string includeSpelling(llvm::StringRef HipHeader, bool Angled) {
  return (Angled ? "<" : "\"") + HipHeader.str() + (Angled ? ">" : "\"");
}

} // namespace hipify

#endif
