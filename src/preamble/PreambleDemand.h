//===- PreambleDemand.h - Whether a preamble will be used again -----------===//
//
// Building a preamble costs more than the parse it saves one TU, so a
// preamble only pays when a second TU loads it. One is built for a
// configuration two or more TUs of the run share, or one an earlier run
// already asked for (a PCH of that key, even stale, is on disk, or a request
// that did not build was remembered as an empty file "<key>.pch.wanted" in
// the cache directory), so that a project
// converted one file per run builds a configuration's preamble on its second
// file and leaves none for a configuration met once.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_PREAMBLE_PREAMBLEDEMAND_H
#define HIPIFY_PREAMBLE_PREAMBLEDEMAND_H

#include <map>
#include <string>

namespace hipify {

class PreambleDemand {
public:
  explicit PreambleDemand(std::string Directory)
      : Directory(std::move(Directory)) {}

  /// Counts a TU of this run that will ask for \p Key. Called before the
  /// run's TUs are converted, never concurrently.
  void expect(const std::string &Key) { ++Expected[Key]; }
  unsigned expected(const std::string &Key) const;

  /// Whether two or more TUs of the run share \p Key, or an earlier run
  /// asked for it. Safe to call from several threads once every TU is
  /// expected.
  bool sharedOrAskedBefore(const std::string &Key) const;
  /// Remembers a request for \p Key that built nothing, for the next run.
  void remember(const std::string &Key) const;
  /// Forgets the requests for \p Key once its preamble exists.
  void satisfied(const std::string &Key) const;

  /// The name of the request marker of \p Key.
  static std::string markerName(const std::string &Key);

private:
  std::string Directory;
  std::map<std::string, unsigned> Expected;
};

} // namespace hipify

#endif
