//===- BackupHistory.h - Which .prehip backups are a file's original ------===//
#ifndef HIPIFY_DRIVER_BACKUPHISTORY_H
#define HIPIFY_DRIVER_BACKUPHISTORY_H

#include "hipify/TranslationUnit.h"
#include "mapping/MappingTable.h"
#include <set>
#include <string>
#include <vector>

namespace hipify {

/// The files a run read as their `.prehip` backups (see
/// frontend/BackupReadingFileSystem.h) whose contents on disk are neither
/// the backup nor this run's conversion of it: they changed since the backup
/// was made, which is then not their original.
struct BackupChanges {
  /// Changed files that hold CUDA names their conversion would not (reverted
  /// to CUDA, or given new CUDA code): converted as they are now.
  std::set<std::string> Cuda;
  /// Changed files that hold no CUDA their conversion would not: carried on
  /// in HIP. Each is left as it is; its backup, still its original, is what
  /// the TUs that include it parse.
  std::set<std::string> CarriedOnInHip;
};

/// Judges the files of \p Results read from backups. The edits of a file
/// several TUs reach are merged first, as the run will.
BackupChanges
filesChangedSinceBackup(const std::vector<TranslationUnitResult> &Results,
                        const MappingTable &Table);

/// Makes the files of \p Results that are in \p Kept what they are on disk,
/// without edits: written by nobody, reported as they are.
void keepAsTheyAre(std::vector<TranslationUnitResult> &Results,
                   const std::set<std::string> &Kept);

} // namespace hipify

#endif
