//===- PreambleCacheTrim.h - Keep the preamble cache within a size --------===//
//
// Every configuration a run meets leaves a precompiled preamble of 10 MiB or
// more in the cache directory, and a project converted from a new checkout,
// with new paths, is a new configuration. Without a limit the directory
// would only grow; like a compiler cache, it keeps the preambles used most
// recently within a size.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_PREAMBLE_PREAMBLECACHETRIM_H
#define HIPIFY_PREAMBLE_PREAMBLECACHETRIM_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Chrono.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hipify {

/// A preamble in the cache directory: the total size of its files and the
/// last time a run used it.
struct CachedPreamble {
  std::string Key;
  uint64_t Bytes = 0;
  llvm::sys::TimePoint<> LastUsed;
};

/// The keys to remove so that the rest fit in \p MaxBytes: the least
/// recently used first, never one of \p InUse. Once over the limit, the cache
/// is brought down to three quarters of it, so that a cache at its limit is
/// not trimmed again by every run.
std::vector<std::string>
preamblesToRemove(std::vector<CachedPreamble> Preambles, uint64_t MaxBytes,
                  const std::set<std::string> &InUse);

/// Applies preamblesToRemove to \p Directory, and removes the temporary files
/// of preamble builds that died (older than an hour).
void trimPreambleCache(const std::string &Directory, uint64_t MaxBytes,
                       const std::set<std::string> &InUse);

/// Marks \p Path as used now (its modification time).
void markUsed(const std::string &Path);

/// "0", "1500", "500K", "200M", "2G" (powers of 1024) as bytes.
std::optional<uint64_t> parseByteSize(llvm::StringRef Text);

} // namespace hipify

#endif
