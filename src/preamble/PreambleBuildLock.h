//===- PreambleBuildLock.h - One builder per preamble across runs ---------===//
//
// A run building a preamble holds a lock on <key>.pch.lock, so that other
// runs needing the same preamble wait and reuse it instead of building it
// too. The holder writes its process id and host into the lock file so that
// a waiter can say whom it waits for, and stop waiting for a process that is
// stopped (SIGSTOP, a suspended terminal job) rather than building.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_PREAMBLE_PREAMBLEBUILDLOCK_H
#define HIPIFY_PREAMBLE_PREAMBLEBUILDLOCK_H

#include <chrono>
#include <functional>
#include <string>

namespace hipify {

class PreambleBuildLock {
public:
  using NoteFn = std::function<void(const std::string &)>;

  /// Waits for the lock: as long as its holder builds (up to ten minutes),
  /// or \p StoppedLimit once the holder is seen stopped. Notes through
  /// \p Note whom it waits for, once it has waited a second.
  PreambleBuildLock(
      const std::string &Directory, std::string LockPath, const NoteFn &Note,
      std::chrono::seconds StoppedLimit = std::chrono::seconds(3));
  ~PreambleBuildLock();
  PreambleBuildLock(const PreambleBuildLock &) = delete;
  PreambleBuildLock &operator=(const PreambleBuildLock &) = delete;

  /// False when another run kept the lock past the wait: build nothing.
  bool gaveUp() const { return GaveUp; }

private:
  void wait(const NoteFn &Note, std::chrono::seconds StoppedLimit);

  std::string Path;
  int FD = -1;
  bool GaveUp = false;
};

} // namespace hipify

#endif
