//===- BackupReadingFileSystem.h - Read files as their .prehip backups ----===//
//
// An --inplace run that was killed or failed half-way leaves some files
// converted (each with its <file>.prehip backup, the original) and others not.
// The next run reads each such file as its backup, so that every TU parses
// the original project and the conversion is completed as one run would have
// done it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_FRONTEND_BACKUPREADINGFILESYSTEM_H
#define HIPIFY_FRONTEND_BACKUPREADINGFILESYSTEM_H

#include "llvm/Support/VirtualFileSystem.h"
#include <set>
#include <string>

namespace hipify {

/// The suffix of the backup --inplace keeps of each file it changes.
inline constexpr const char BackupSuffix[] = ".prehip";

/// \p Base, except that a regular file under \p Root with a regular
/// `<file>.prehip` beside it reads as that backup, unless it is one of \p Outdated (absolute
/// paths). \p Outdated must outlive the file system.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
readingBackups(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
               std::string Root, const std::set<std::string> &Outdated);

} // namespace hipify

#endif
