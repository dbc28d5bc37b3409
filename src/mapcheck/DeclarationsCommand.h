//===- DeclarationsCommand.h - What HIP's headers declare for device code -===//
//
// Writes mappings/hip-declarations.map: the device functions and vector
// operators of HIP's headers, with their parameter types, for the rule that
// reports user code defining them again (src/rules/collisions/), and which
// of them HIP's NVIDIA platform defines too.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_DECLARATIONSCOMMAND_H
#define HIPIFY_MAPCHECK_DECLARATIONSCOMMAND_H

#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify::mapcheck {

/// One HIP installation: its version and the directory holding `hip/`.
struct HipInstallation {
  std::string Version;
  std::string IncludeDir;
};

struct DeclarationsOptions {
  std::string ClangPath;
  std::string ResourceDir;
  /// Each entry lists those that declare it, in this order.
  std::vector<HipInstallation> Installations;
  /// HIP's NVIDIA-platform headers (the directory holding `hip/`), parsed
  /// over CUDA's: an entry they declare too gets an `nvidia` line. Empty:
  /// not looked at.
  std::string HipNvidiaDir;
  std::string CudaPath;
};

/// Parses each installation's HIP headers in HIP mode (and HIP's NVIDIA
/// platform's in CUDA mode) and writes the list to \p OS. Returns the exit
/// code; errors go to stderr.
int runDeclarations(const DeclarationsOptions &Options, llvm::raw_ostream &OS);

} // namespace hipify::mapcheck

#endif
