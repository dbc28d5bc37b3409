//===- ChildProcess.h - The one place hipify-cpp starts another program ---===//
//
// hipify-cpp runs one kind of program: the hipcc of --verify. Every run
// goes through runHipcc, which holds what may run and how:
// - only the compiler the user named (--hipcc, PATH's hipcc by default),
//   never the program a compile database names;
// - only the flags HipccFlags.h allows;
// - in a process group of its own, stopped (SIGTERM, then SIGKILL, with all
//   it started) when its time is up or a stop signal is held back;
// - its output read through a pipe, at most MaxHipccOutput bytes kept.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DRIVER_CHILDPROCESS_H
#define HIPIFY_DRIVER_CHILDPROCESS_H

#include "DeferredInterrupts.h"
#include "DriverOptions.h"
#include "HipCompileCommand.h"
#include <cstdint>
#include <string>

namespace hipify {

/// The output of a compile kept, from its start.
constexpr size_t MaxHipccOutput = 1 << 20;

/// How a hipcc run ended.
struct HipccRun {
  enum class End { Exited, NotStarted, TimedOut, Interrupted };
  End How = End::NotStarted;
  int ExitCode = -1; ///< when it exited; -1 when a signal ended it
  /// What it printed (standard output and error), at most MaxHipccOutput
  /// bytes; for NotStarted, why.
  std::string Output;
  uint64_t OutputBytes = 0; ///< what it printed in all
};

/// Compiles \p Command's source with \p Compiler in \p Command's directory:
/// the command line is hipccCommandLine's, whatever program and flags
/// \p Command holds. \p HeldBack proves the stop signals are held back while
/// it runs, and is asked whether one came.
HipccRun runHipcc(const HipCompiler &Compiler, const HipCompileCommand &Command,
                  const DeferredInterrupts &HeldBack);

} // namespace hipify

#endif
