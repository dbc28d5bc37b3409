//===- TargetsCommand.h - Do the HIP names of the mappings exist? ---------===//
#ifndef HIPIFY_MAPCHECK_TARGETSCOMMAND_H
#define HIPIFY_MAPCHECK_TARGETSCOMMAND_H

#include "mapping/MappingFile.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify::mapcheck {

struct TargetsOptions {
  std::string HipApiDirectory;                  ///< the *.txt name lists
  std::string IncludeRoot;                      ///< /usr/include
  std::vector<std::string> InstalledHeaderDirs; ///< under IncludeRoot
};

/// Every supported/experimental entry (and each args=N:name overload) must
/// name a HIP identifier or header that exists, unless it declares hip=X.Y
/// newer than the lists (6.3): those are counted as "needs newer HIP".
/// Prints per-family counts and each failure as `file:line: error: ...`.
/// Returns the exit code (1 on failures, 0 when the lists are absent).
int runTargets(const std::vector<mapgen::MappingFamily> &All,
               const TargetsOptions &Options, llvm::raw_ostream &OS);

} // namespace hipify::mapcheck

#endif
