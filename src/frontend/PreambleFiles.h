//===- PreambleFiles.h - The files of a preamble beside its PCH -----------===//
#ifndef HIPIFY_FRONTEND_PREAMBLEFILES_H
#define HIPIFY_FRONTEND_PREAMBLEFILES_H

#include <string>

namespace hipify {

/// The first line of a PCH's manifest: a hash of the PCH, so that a PCH
/// damaged in place (same size and date) is never loaded; clang trusts it.
inline constexpr char ChecksumPrefix[] = "xxh3 ";
std::string checksumLine(const std::string &PchPath);

/// Beside a PCH's name: the identifiers its headers met.
inline constexpr char IdentifiersSuffix[] = ".identifiers";

/// Beside a PCH's name: the inputs of a build that was refused because they
/// included user files.
inline constexpr char HoldsUserFilesSuffix[] = ".holds-user-files";

} // namespace hipify

#endif
