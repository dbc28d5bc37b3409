//===- PreambleCache.h - One precompiled CUDA preamble per configuration --===//
//
// Nearly all of a TU's parse time is clang reading the CUDA runtime headers
// that its CUDA mode includes implicitly. Every TU with the same clang
// command line (apart from the source) gets the same implicit headers, so
// they are precompiled once into a PCH on disk, keyed by everything that
// affects it, and reused by every TU of every run with that configuration.
// Library headers that several TUs start with (see LeadingIncludes.h) are
// precompiled with them.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_PREAMBLE_PREAMBLECACHE_H
#define HIPIFY_PREAMBLE_PREAMBLECACHE_H

#include "PreambleDemand.h"
#include "hipify/TranslationUnit.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>

namespace hipify {

class PreambleCache {
public:
  explicit PreambleCache(std::string Directory);

  /// Where notes go (a run waiting for another, and with \p Verbose the
  /// preambles found damaged); called from any thread.
  void setNotes(std::function<void(const std::string &)> Sink, bool Verbose) {
    Notes = std::move(Sink);
    this->Verbose = Verbose;
  }

  /// Notes the jobs the run will ask for, before any is: a preamble is only
  /// built for a configuration two or more of them share (see
  /// PreambleDemand.h). A job counts for the preamble of its leading headers
  /// when other jobs start with the same, else for the plain one.
  void expect(llvm::ArrayRef<CompileJob> Jobs);

  /// The preamble to parse \p Job with, built (once per key, even when
  /// called from several threads) if missing or stale and worth building.
  /// Its PCH is empty when there is none: the caller parses without it.
  PreambleFile preambleFor(const CompileJob &Job);

  /// Removes the least recently used preambles of the directory, never one
  /// this run asked for, until the rest fit in \p MaxBytes (see
  /// PreambleCacheTrim.h).
  void trim(uint64_t MaxBytes);
  /// Forgets a PCH that failed to load so that the next request rebuilds it.
  void discard(const std::string &PchPath);

  /// The key of a preamble for \p Job with main-file text \p Source: a hash
  /// of the command line without the source, the working directory, the
  /// tool's headers, \p Source and the tool's version.
  static std::string keyFor(const CompileJob &Job, llvm::StringRef Source);

  /// Whether every input file recorded when \p PchPath was built still has
  /// the size and modification time it had then, and the PCH the checksum
  /// it was written with.
  bool isCurrent(const std::string &PchPath);
  /// Whether every file listed in the manifest \p ManifestPath (size,
  /// modification time, path per line) is unchanged.
  static bool inputsUnchanged(const std::string &ManifestPath);

  /// How many preambles this cache built, and found current on disk.
  unsigned builtCount() const { return Built; }
  unsigned reusedCount() const { return Reused; }

private:
  /// The library includes \p Job's source starts with (see
  /// LeadingIncludes.h), read from the file once per run.
  std::string leadingIncludes(const CompileJob &Job);

  /// A preamble's key, and the job to build it from: \p Job, or \p Job
  /// without its -D macros when those are proven not to matter (see
  /// PreambleMacros.h).
  struct Configuration {
    std::string Key;
    CompileJob Build;
  };
  Configuration configurationFor(const CompileJob &Job, llvm::StringRef Source);
  void expectConfiguration(const CompileJob &Job, llvm::StringRef Source);
  /// Whether the headers of the preamble \p Key looked up any of \p Macros
  /// (true when unknown).
  bool looksUpAny(const std::string &Key,
                  const std::vector<std::string> &Macros);

  /// Whether a preamble for \p Key is at hand or will be used again.
  bool worthLoading(const std::string &Key);

  /// The PCH for \p Key, from disk if current, else built.
  std::string pchFor(const CompileJob &Job, const std::string &Key,
                     llvm::StringRef Source);
  std::string build(const CompileJob &Job, const std::string &Key,
                    llvm::StringRef Source);

  void note(const std::string &Text, bool VerboseOnly = false);

  std::string Directory;
  std::function<void(const std::string &)> Notes;
  bool Verbose = false;
  std::mutex Mutex;
  std::map<std::string, bool> Verified; ///< checksums, by PCH version
  std::map<std::string, std::shared_ptr<std::once_flag>> Building;
  std::map<std::string, std::string> Ready;
  PreambleDemand Demand;
  /// The keys of jobs that differ only in -D macros, by the key without
  /// them; the latter when two or more such keys are expected.
  std::map<std::string, std::set<std::string>> KeysByBareKey;
  std::set<std::string> SplitByMacros;
  std::map<std::string, std::optional<llvm::StringSet<>>> IdentifiersByKey;
  std::map<std::string, std::string> LeadingByFile; ///< by source path
  unsigned Built = 0, Reused = 0;
};

} // namespace hipify

#endif
