//===- BuildFileMigration.h - Migrate a project's build files to HIP ------===//
#ifndef HIPIFY_BUILDFILES_BUILDFILEMIGRATION_H
#define HIPIFY_BUILDFILES_BUILDFILEMIGRATION_H

#include "output/Reports.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify {

/// What --print-stats says about the build files.
struct BuildFileSummary {
  unsigned Files = 0, ChangedFiles = 0, Edits = 0, Warnings = 0;
};

struct BuildFileMigration {
  /// Every build file found, changed or not (an --o-dir tree needs them
  /// all), in path order.
  std::vector<FileReport> Files;
  BuildFileSummary Summary;
};

/// Whether \p Directory itself holds a CMake or Make file.
bool holdsBuildFiles(llvm::StringRef Directory);

/// The root of a project converted from the compile database in
/// \p DatabaseDir: CMAKE_HOME_DIRECTORY of its CMakeCache.txt, else the
/// common parent of \p SourceRoot and the directories the commands run in
/// (where make ran). Empty unless it holds build files and contains
/// \p SourceRoot.
std::string buildFileRoot(llvm::StringRef DatabaseDir,
                          llvm::StringRef SourceRoot,
                          llvm::ArrayRef<std::string> CommandDirectories);

/// Migrates the CMake and Make files under \p Root, except in hidden
/// directories, CMake build trees (a CMakeCache.txt) and \p Skipped.
/// With \p ReadBackups, a file with a `.prehip` backup is migrated from it.
BuildFileMigration migrateBuildFiles(llvm::StringRef Root,
                                     llvm::ArrayRef<std::string> Skipped,
                                     bool ReadBackups);

/// `--print-stats`: the `[HIPIFY] info: BUILD files statistics:` block.
void printBuildStatisticsText(llvm::raw_ostream &OS, const BuildFileSummary &S);
/// `--print-stats-csv`: the same block, `;`-separated.
void printBuildStatisticsCsv(llvm::raw_ostream &OS, const BuildFileSummary &S);

} // namespace hipify

#endif
