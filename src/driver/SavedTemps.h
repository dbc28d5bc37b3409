//===- SavedTemps.h - --save-temps: the texts a conversion worked on ------===//
#ifndef HIPIFY_DRIVER_SAVEDTEMPS_H
#define HIPIFY_DRIVER_SAVEDTEMPS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace hipify {

/// Where --save-temps keeps the texts without --temp-dir:
/// `<system temp dir>/hipify-cpp-<user id>`.
std::string defaultTempDir();

/// Makes \p Dir, owner-only (0700), unless it exists; refuses it when it is
/// a symbolic link, belongs to another user or others may write in it.
llvm::Error prepareTempDir(llvm::StringRef Dir);

/// Keeps, under \p Dir, \p RelativePath as it was read and
/// `<RelativePath>.hip` as it was converted, each written by \p Write
/// (false: not written, the error printed).
llvm::Error
saveTemps(llvm::StringRef Dir, llvm::StringRef RelativePath,
          llvm::StringRef Original, llvm::StringRef Converted,
          llvm::function_ref<bool(const std::string &, llvm::StringRef)> Write);

} // namespace hipify

#endif
