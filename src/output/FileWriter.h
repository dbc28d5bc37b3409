//===- FileWriter.h - Write converted files without ever losing one ------===//
#ifndef HIPIFY_OUTPUT_FILEWRITER_H
#define HIPIFY_OUTPUT_FILEWRITER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace hipify {

/// What a write does with a symbolic link or a special file (a device, a
/// FIFO) found at the path it writes.
enum class ExistingPath {
  /// Replaced by the new file, never followed or opened: a link shipped in
  /// a project or planted in a shared directory cannot redirect the write.
  Replace,
  /// Followed: a link's target is replaced (the link stays) and a special
  /// file is written into. Only for a path the user named as the output
  /// (`-o`) or a source converted in place, once the caller checked where
  /// the link leads.
  WriteThrough,
};

/// Writes \p Contents to \p Path through a temporary file in the same
/// directory, renamed into place: a reader sees the old file or the new one,
/// never a partial one. The permissions of an existing regular file are
/// kept. Replacing a file names the temporary file for an instant before
/// renaming it: temporary files of \p Path that a killed run left are
/// removed.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents,
                                ExistingPath Existing = ExistingPath::Replace);

/// Copies \p Path to \p BackupPath unless the backup already exists (so a
/// second --inplace run keeps the original, not the converted file). A link
/// at \p BackupPath is no backup: it is replaced.
llvm::Error makeBackup(llvm::StringRef Path, llvm::StringRef BackupPath);

/// Renames \p BackupPath, a backup that is no longer the original of its
/// file, to the first free `<BackupPath>.N` (N = 1, 2...); returns that name.
llvm::Expected<std::string> keepOlderBackup(llvm::StringRef BackupPath);

} // namespace hipify

#endif
