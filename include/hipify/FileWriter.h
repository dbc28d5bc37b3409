//===- FileWriter.h - Write converted files without ever losing one ------===//
#ifndef HIPIFY_FILEWRITER_H
#define HIPIFY_FILEWRITER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace hipify {

/// Writes \p Contents to \p Path through a temporary file in the same
/// directory, renamed into place: a reader sees the old file or the new one,
/// never a partial one. The permissions of an existing file are kept.
/// Replacing a file names the temporary file for an instant before renaming
/// it: temporary files of \p Path that a killed run left are removed.
/// An existing file that is not a regular file (a device, a FIFO) is written
/// through, never replaced.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents);

/// Copies \p Path to \p BackupPath unless the backup already exists (so a
/// second --inplace run keeps the original, not the converted file).
llvm::Error makeBackup(llvm::StringRef Path, llvm::StringRef BackupPath);

/// Renames \p BackupPath, a backup that is no longer the original of its
/// file, to the first free `<BackupPath>.N` (N = 1, 2...); returns that name.
llvm::Expected<std::string> keepOlderBackup(llvm::StringRef BackupPath);

} // namespace hipify

#endif
