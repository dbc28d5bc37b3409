//===- Verify.h - Compiling converted sources with hipcc (--verify) -------===//
#ifndef HIPIFY_DRIVER_VERIFY_H
#define HIPIFY_DRIVER_VERIFY_H

#include "DeferredInterrupts.h"
#include "DriverOptions.h"
#include "HipCompileCommand.h"
#include "VerifyNoteChain.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify {

/// One converted source, compiled.
struct VerifiedUnit {
  std::string Name; ///< as the user named its CUDA source
  HipCompileCommand Command;
  bool Compiles = false;
  /// hipcc could not be run, or was stopped (then Output says why).
  bool NotRun = false;
  std::vector<HipDiagnostic> Errors;
  std::string Output;       ///< hipcc's output, its start when it was long
  uint64_t OutputBytes = 0; ///< how long it was
};

/// Compiles the sources of \p Commands with \p Compiler (runHipcc), \p
/// Jobs at a time (0: one per core); none is started once \p HeldBack
/// holds a stop signal back.
std::vector<VerifiedUnit> compileAll(const HipCompiler &Compiler,
                                     llvm::ArrayRef<HipCompileCommand> Commands,
                                     llvm::ArrayRef<std::string> Names,
                                     unsigned Jobs,
                                     const DeferredInterrupts &HeldBack);

/// A note for each unit whose output was cut.
void noteCutOutputs(llvm::ArrayRef<VerifiedUnit> Units, llvm::raw_ostream &Err);

} // namespace hipify

#endif
