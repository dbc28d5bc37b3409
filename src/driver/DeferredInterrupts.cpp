#include "DeferredInterrupts.h"

#include <initializer_list>
#include <pthread.h>

namespace hipify {

static constexpr int StopSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

DeferredInterrupts::DeferredInterrupts() {
  sigset_t Stop;
  sigemptyset(&Stop);
  for (int Signal : StopSignals)
    sigaddset(&Stop, Signal);
  pthread_sigmask(SIG_BLOCK, &Stop, &Previous);
}

DeferredInterrupts::~DeferredInterrupts() {
  // Past the last write no file needs cleaning up: a stop signal, held back
  // or still to come, ends the process as it ends any program. (LLVM's
  // handler, installed for the files clang writes, let a SIGINT arriving
  // now go unnoticed: the run then ended with status 0.)
  for (int Signal : StopSignals)
    signal(Signal, SIG_DFL);
  pthread_sigmask(SIG_SETMASK, &Previous, nullptr);
}

} // namespace hipify
