#include "DeferredInterrupts.h"

#include <pthread.h>

namespace hipify {

namespace {

constexpr int StopSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

} // namespace

DeferredInterrupts::DeferredInterrupts() {
  sigset_t Stop;
  sigemptyset(&Stop);
  for (int Signal : StopSignals)
    sigaddset(&Stop, Signal);
  pthread_sigmask(SIG_BLOCK, &Stop, &Previous);
}

bool DeferredInterrupts::stopRequested() const {
  sigset_t Pending;
  sigpending(&Pending);
  for (int Signal : StopSignals)
    if (sigismember(&Pending, Signal) == 1)
      return true;
  return false;
}

DeferredInterrupts::~DeferredInterrupts() {
  pthread_sigmask(SIG_SETMASK, &Previous, nullptr);
}

} // namespace hipify
