//===- ProjectRoot.h - The directory a run's files are named from ---------===//
#ifndef HIPIFY_DRIVER_PROJECTROOT_H
#define HIPIFY_DRIVER_PROJECTROOT_H

#include "JobList.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// The deepest directory containing every path in \p Paths.
std::string commonParentDirectory(const std::vector<std::string> &Paths);

/// The project root when --in-root is not given: the common parent of the
/// sources, widened to the user include directories that lie within the
/// sources' parent directory (include/ beside src/).
std::string projectRoot(const std::vector<SourceJob> &Jobs,
                        llvm::StringRef CudaPath);

} // namespace hipify

#endif
