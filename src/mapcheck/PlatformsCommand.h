//===- PlatformsCommand.h - Are the emitted macros on both HIP platforms? -===//
#ifndef HIPIFY_MAPCHECK_PLATFORMSCOMMAND_H
#define HIPIFY_MAPCHECK_PLATFORMSCOMMAND_H

#include "mapping/MappingFile.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify::mapcheck {

struct PlatformsOptions {
  std::string HipApiDirectory;            ///< the *.txt name lists
  std::vector<std::string> IncludeRoots;  ///< each holding hip/, hipfft/, ...
  std::vector<std::string> AmdHeaderDirs; ///< read under every root
};

/// Every macro a converted macro entry writes (its HIP name, its `older=`
/// name) must be defined on HIP's AMD platform and on its NVIDIA platform
/// (PlatformMacros.h), unless the entry says `platform=amd`, which must then
/// be true. A HIP name the AMD lists declare as no macro (a function) is not
/// checked: tested, it is false on both. Names that rest on a family's
/// `#! nvidia-headers:` that no root has are counted as unverified.
/// Prints each failure as `file:line: error: ...`, then per-family counts.
/// Returns the exit code (1 on failures, 0 when the lists are absent).
int runPlatforms(const std::vector<mapgen::MappingFamily> &All,
                 const PlatformsOptions &Options, llvm::raw_ostream &OS);

} // namespace hipify::mapcheck

#endif
