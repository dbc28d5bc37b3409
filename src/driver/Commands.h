//===- Commands.h - What hipify-cpp runs, once its options are read -------===//
#ifndef HIPIFY_DRIVER_COMMANDS_H
#define HIPIFY_DRIVER_COMMANDS_H

#include "DriverOptions.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// --versions: the CUDA and HIP versions the tables cover, and the version
/// of the CUDA installed at \p CudaPath. Returns 0.
int printVersions(llvm::StringRef CudaPath);

/// --query: what the tables, and the --rules files \p RuleFiles, say about
/// \p Name. Returns the exit code.
int queryName(llvm::StringRef Name, llvm::ArrayRef<std::string> RuleFiles);

/// Converts what \p Opts name (sources, or -p's database), or, with
/// --apply-edits, writes what other runs converted. Returns the exit code;
/// \p Crashed is set when the conversion of a TU crashed.
int convert(const DriverOptions &Opts, bool &Crashed);

} // namespace hipify

#endif
