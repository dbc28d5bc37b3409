//===- PreambleFiles.h - The files of a preamble beside its PCH -----------===//
#ifndef HIPIFY_PREAMBLE_PREAMBLEFILES_H
#define HIPIFY_PREAMBLE_PREAMBLEFILES_H

#include "llvm/Support/MemoryBuffer.h"
#include <memory>
#include <string>

namespace hipify {

/// The first line of a PCH's manifest: a hash of the PCH, so that a PCH
/// damaged in place (same size and date) is never loaded; clang trusts it.
inline constexpr char ChecksumPrefix[] = "xxh3 ";
std::string checksumLine(const std::string &PchPath);

/// A file of the cache directory, or null: read only when it is a regular
/// file and not a link, since whoever else can write a shared cache
/// directory could plant a link to a file of theirs (or a FIFO) under a
/// cache name.
std::unique_ptr<llvm::MemoryBuffer> readCacheFile(const std::string &Path);

/// Beside a PCH's name: the identifiers its headers met.
inline constexpr char IdentifiersSuffix[] = ".identifiers";

/// Beside a PCH's name: the inputs of a build that was refused because they
/// included user files.
inline constexpr char HoldsUserFilesSuffix[] = ".holds-user-files";

} // namespace hipify

#endif
