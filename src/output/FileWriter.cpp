#include "hipify/FileWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace hipify {

static llvm::Error fileError(llvm::StringRef Path, std::error_code EC) {
  return llvm::createStringError(EC, "cannot write '%s': %s",
                                 Path.str().c_str(), EC.message().c_str());
}

/// The file a write to \p Path must replace: through a symbolic link, its
/// target, so that the link survives (renaming onto the link would replace it
/// by a regular file and leave the target unconverted).
static llvm::SmallString<256> fileToReplace(llvm::StringRef Path) {
  llvm::SmallString<256> Target(Path);
  if (llvm::sys::fs::is_symlink_file(Path))
    if (llvm::sys::fs::real_path(Path, Target))
      Target = Path; // a dangling link: replace the link itself
  return Target;
}

/// Writes all of \p Contents to \p FD.
static std::error_code writeAll(int FD, llvm::StringRef Contents) {
  llvm::raw_fd_ostream OS(FD, /*shouldClose=*/false);
  OS << Contents;
  OS.flush();
  std::error_code EC = OS.error();
  OS.clear_error();
  return EC;
}

#ifdef __linux__
/// Writes the contents into an unnamed file of \p Directory (O_TMPFILE)
/// and gives it the name \p TempPath only once complete: a process killed
/// while writing leaves nothing behind. Fails when the file system cannot.
static std::error_code writeUnnamedThenLink(llvm::StringRef Directory,
                                            llvm::StringRef Contents,
                                            llvm::StringRef TempPath) {
  int FD = ::open(Directory.str().c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC,
                  0666);
  if (FD < 0)
    return std::error_code(errno, std::generic_category());
  std::error_code EC = writeAll(FD, Contents);
  if (!EC) {
    std::string Proc = "/proc/self/fd/" + std::to_string(FD);
    if (::linkat(AT_FDCWD, Proc.c_str(), AT_FDCWD, TempPath.str().c_str(),
                 AT_SYMLINK_FOLLOW) != 0)
      EC = std::error_code(errno, std::generic_category());
  }
  ::close(FD);
  return EC;
}
#endif

/// Creates a file holding \p Contents next to \p Path, under a unique
/// temporary name returned in \p TempPath.
static std::error_code writeTemporary(llvm::StringRef Path,
                                      llvm::StringRef Contents,
                                      llvm::SmallString<256> &TempPath) {
  llvm::SmallString<256> Directory(llvm::sys::path::parent_path(Path));
  if (Directory.empty())
    Directory = ".";
  llvm::SmallString<256> Model(Directory);
  llvm::sys::path::append(Model, "." + llvm::sys::path::filename(Path) +
                                     ".hipify-%%%%%%.tmp");
#ifdef __linux__
  llvm::sys::fs::createUniquePath(Model, TempPath, /*MakeAbsolute=*/false);
  if (!writeUnnamedThenLink(Directory, Contents, TempPath))
    return {};
#endif
  int FD = -1;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, TempPath))
    return EC;
  llvm::sys::RemoveFileOnSignal(TempPath);
  std::error_code EC = writeAll(FD, Contents);
  ::close(FD);
  if (EC)
    llvm::sys::fs::remove(TempPath);
  return EC;
}

llvm::Error writeFileAtomically(llvm::StringRef RequestedPath,
                                llvm::StringRef Contents) {
  llvm::SmallString<256> Path = fileToReplace(RequestedPath);
  llvm::SmallString<256> TempPath;
  if (std::error_code EC = writeTemporary(Path, Contents, TempPath))
    return fileError(RequestedPath, EC);
  llvm::sys::fs::file_status Existing;
  if (!llvm::sys::fs::status(Path, Existing) && llvm::sys::fs::exists(Existing))
    llvm::sys::fs::setPermissions(TempPath, Existing.permissions());
  std::error_code EC = llvm::sys::fs::rename(TempPath, Path);
  if (EC)
    llvm::sys::fs::remove(TempPath);
  llvm::sys::DontRemoveFileOnSignal(TempPath);
  return EC ? fileError(RequestedPath, EC) : llvm::Error::success();
}

llvm::Error makeBackup(llvm::StringRef Path, llvm::StringRef BackupPath) {
  if (llvm::sys::fs::exists(BackupPath))
    return llvm::Error::success();
  auto Original = llvm::MemoryBuffer::getFile(Path);
  if (!Original)
    return llvm::createStringError(
        Original.getError(), "cannot back up '%s': %s", Path.str().c_str(),
        Original.getError().message().c_str());
  return writeFileAtomically(BackupPath, (*Original)->getBuffer());
}

} // namespace hipify
