//===- DeferredInterrupts.h - Finish writing before stopping --------------===//
//
// A run writes its files at the end, one after the other. Interrupted in the
// middle (Ctrl-C, kill, a closed terminal), it would leave a project half
// converted, which a second run cannot convert in one go. While a
// DeferredInterrupts lives, the signals that ask the process to stop are
// held back; one that came meanwhile takes effect, with its usual outcome,
// when it ends. Only SIGKILL can still split the writes.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_DEFERREDINTERRUPTS_H
#define HIPIFY_DRIVER_DEFERREDINTERRUPTS_H

#include <signal.h>

namespace hipify {

class DeferredInterrupts {
public:
  /// Call with no other thread running: the mask is the calling thread's.
  DeferredInterrupts();
  ~DeferredInterrupts();
  DeferredInterrupts(const DeferredInterrupts &) = delete;
  DeferredInterrupts &operator=(const DeferredInterrupts &) = delete;

  /// Whether a stop signal came and is held back: work that may take long
  /// (a child process) checks it to end early.
  bool stopRequested() const;

private:
  sigset_t Previous;
};

} // namespace hipify

#endif
