//===- AbsolutePath.h - A path as the file system names it ----------------===//
#ifndef HIPIFY_DRIVER_ABSOLUTEPATH_H
#define HIPIFY_DRIVER_ABSOLUTEPATH_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// \p Path made absolute from \p Directory (the current one when empty),
/// its dots removed.
std::string absoluteIn(llvm::StringRef Directory, llvm::StringRef Path);

} // namespace hipify

#endif
