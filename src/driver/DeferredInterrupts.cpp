#include "DeferredInterrupts.h"

#include <initializer_list>
#include <pthread.h>

namespace hipify {

DeferredInterrupts::DeferredInterrupts() {
  sigset_t Stop;
  sigemptyset(&Stop);
  for (int Signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT})
    sigaddset(&Stop, Signal);
  pthread_sigmask(SIG_BLOCK, &Stop, &Previous);
}

DeferredInterrupts::~DeferredInterrupts() {
  pthread_sigmask(SIG_SETMASK, &Previous, nullptr);
}

} // namespace hipify
