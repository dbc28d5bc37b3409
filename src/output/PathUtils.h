//===- PathUtils.h - Whether a path lies in a directory -------------------===//
#ifndef HIPIFY_OUTPUT_PATHUTILS_H
#define HIPIFY_OUTPUT_PATHUTILS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"

namespace hipify {

/// Whether \p Path is \p Dir or lies below it (both absolute, normalized).
inline bool isPathUnder(llvm::StringRef Path, llvm::StringRef Dir) {
  if (Dir.empty() || !Path.starts_with(Dir))
    return false;
  return Path.size() == Dir.size() ||
         llvm::sys::path::is_separator(Dir.back()) ||
         llvm::sys::path::is_separator(Path[Dir.size()]);
}

} // namespace hipify

#endif
