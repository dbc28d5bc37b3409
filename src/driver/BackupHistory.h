//===- BackupHistory.h - Which .prehip backups are a file's original ------===//
#ifndef HIPIFY_DRIVER_BACKUPHISTORY_H
#define HIPIFY_DRIVER_BACKUPHISTORY_H

#include "hipify/TranslationUnit.h"
#include <set>
#include <string>
#include <vector>

namespace hipify {

/// Of the files \p Results read as their `.prehip` backups (see
/// frontend/BackupReadingFileSystem.h), those whose contents on disk are
/// neither the backup nor this run's conversion of it: they changed since the
/// backup was made, which is then not their original. The edits of a file
/// several TUs reach are merged first, as the run will.
std::set<std::string>
filesChangedSinceBackup(const std::vector<TranslationUnitResult> &Results);

} // namespace hipify

#endif
