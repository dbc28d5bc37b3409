//===- ProjectBuildFiles.h - The build files a run migrates ---------------===//
#ifndef HIPIFY_DRIVER_PROJECTBUILDFILES_H
#define HIPIFY_DRIVER_PROJECTBUILDFILES_H

#include "ConvertedFile.h"
#include "DriverOptions.h"
#include "JobList.h"
#include "OutputPaths.h"
#include "buildfiles/BuildFileMigration.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// With -p, the root of the build files (CMake's source directory, where
/// make ran) becomes the project root when they are migrated. Returns
/// whether \p ProjectRoot became such a root.
bool widenToBuildFileRoot(const DriverOptions &Opts,
                          const std::vector<SourceJob> &Jobs,
                          std::string &ProjectRoot);

/// --migrate-build: the project's CMake and Make files join the files
/// written, all of them (an --o-dir tree builds). \p BuildFileRootFound:
/// what widenToBuildFileRoot() returned. Returns their summary, when they
/// are migrated.
std::optional<BuildFileSummary> addBuildFiles(const DriverOptions &Opts,
                                              const OutputPaths &Paths,
                                              bool BuildFileRootFound,
                                              std::vector<ConvertedFile> &Files,
                                              llvm::raw_ostream &Err);

} // namespace hipify

#endif
