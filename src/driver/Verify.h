//===- Verify.h - Compiling converted sources with hipcc (--verify) -------===//
#ifndef HIPIFY_DRIVER_VERIFY_H
#define HIPIFY_DRIVER_VERIFY_H

#include "HipCompileCommand.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify {

/// One diagnostic hipcc printed.
struct HipDiagnostic {
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  std::string Message; ///< after "error: "
};

/// One converted source, compiled.
struct VerifiedUnit {
  std::string Name; ///< as the user named its CUDA source
  HipCompileCommand Command;
  bool Compiles = false;
  /// hipcc could not be run at all (then Output says why).
  bool NotRun = false;
  std::vector<HipDiagnostic> Errors;
  std::string Output; ///< hipcc's whole output
};

/// The errors of hipcc's \p Output (`file:line:col: error: ...`, fatal ones
/// too), in order.
std::vector<HipDiagnostic> parseHipErrors(llvm::StringRef Output);

/// Runs \p Commands, \p Jobs at a time (0: one per core).
std::vector<VerifiedUnit> compileAll(llvm::ArrayRef<HipCompileCommand> Commands,
                                     llvm::ArrayRef<std::string> Names,
                                     unsigned Jobs);

} // namespace hipify

#endif
