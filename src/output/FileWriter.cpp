#include "output/FileWriter.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <vector>
#include <sys/stat.h>
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
/// Writes the contents into an unnamed file of \p Path's directory
/// (O_TMPFILE), so that a process killed while writing leaves nothing
/// behind, then gives it its name: a new file is linked straight to \p Path;
/// an existing one is replaced by linking under a temporary name renamed at
/// once (a window of two system calls). std::nullopt when the file system
/// has no unnamed files.
static std::optional<std::error_code>
writeUnnamedThenLink(llvm::StringRef Path, llvm::StringRef Contents,
                     llvm::StringRef Model, ExistingPath Policy) {
  auto statusOf = [Policy](const std::string &P, struct stat &S) {
    return Policy == ExistingPath::Replace ? ::lstat(P.c_str(), &S)
                                           : ::stat(P.c_str(), &S);
  };
  llvm::SmallString<256> Directory(llvm::sys::path::parent_path(Path));
  if (Directory.empty())
    Directory = ".";
  int FD = ::open(Directory.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
  if (FD < 0)
    return std::nullopt;
  auto fail = [&](int Errno) {
    ::close(FD);
    return std::error_code(Errno, std::generic_category());
  };
  if (std::error_code EC = writeAll(FD, Contents)) {
    ::close(FD);
    return EC;
  }
  std::string Proc = "/proc/self/fd/" + std::to_string(FD);
  struct stat Existing;
  if (statusOf(Path.str(), Existing) != 0) {
    if (::linkat(AT_FDCWD, Proc.c_str(), AT_FDCWD, Path.str().c_str(),
                 AT_SYMLINK_FOLLOW) == 0) {
      ::close(FD);
      return std::error_code();
    }
    if (errno != EEXIST)
      return fail(errno);
    if (statusOf(Path.str(), Existing) != 0)
      return fail(errno);
  }
  // A link or special file replaced is no model for the new file's mode.
  if (S_ISREG(Existing.st_mode) && ::fchmod(FD, Existing.st_mode & 07777) != 0)
    return fail(errno);
  llvm::SmallString<256> TempPath;
  llvm::sys::fs::createUniquePath(Model, TempPath, /*MakeAbsolute=*/false);
  if (::linkat(AT_FDCWD, Proc.c_str(), AT_FDCWD, TempPath.c_str(),
               AT_SYMLINK_FOLLOW) != 0)
    return fail(errno);
  if (::rename(TempPath.c_str(), Path.str().c_str()) != 0) {
    int Errno = errno;
    ::unlink(TempPath.c_str());
    return fail(Errno);
  }
  ::close(FD);
  return std::error_code();
}
#endif

/// When this process started: temporary files older than that are left
/// over by a killed run, not being written by a concurrent one.
static const auto ProcessStart = std::chrono::system_clock::now();

/// Removes the temporary files of \p Path (named after \p Model) that a run
/// killed in the instant between naming and renaming one left behind. Each
/// directory is listed once per process, at its first write: a leftover is
/// older than the process, so it was there already.
static void removeLeftoverTemporaries(llvm::StringRef Path,
                                      llvm::StringRef Model) {
  static std::mutex Mutex;
  static llvm::StringMap<std::vector<std::string>> LeftoversByDirectory;
  llvm::StringRef Directory = llvm::sys::path::parent_path(Model);
  std::lock_guard<std::mutex> Lock(Mutex);
  auto [Leftovers, FirstWrite] = LeftoversByDirectory.try_emplace(Directory);
  if (FirstWrite) {
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(Directory, EC), End;
         !EC && It != End; It.increment(EC)) {
      llvm::StringRef Name = llvm::sys::path::filename(It->path());
      llvm::sys::fs::file_status Status;
      if (Name.size() > 1 + 8 + 6 + 4 && Name.starts_with(".") &&
          Name.ends_with(".tmp") &&
          Name.drop_back(6 + 4).ends_with(".hipify-") &&
          !llvm::sys::fs::status(It->path(), Status, /*Follow=*/false) &&
          Status.type() == llvm::sys::fs::file_type::regular_file &&
          Status.getLastModificationTime() < ProcessStart)
        Leftovers->second.push_back(It->path());
    }
  }
  std::string Prefix = "." + llvm::sys::path::filename(Path).str() + ".hipify-";
  llvm::erase_if(Leftovers->second, [&](const std::string &Leftover) {
    llvm::StringRef Name = llvm::sys::path::filename(Leftover);
    if (!Name.starts_with(Prefix) || Name.size() != Prefix.size() + 6 + 4)
      return false;
    llvm::sys::fs::remove(Leftover);
    return true;
  });
}

/// Writes into an existing file that is neither a regular file nor a
/// directory (a device, a FIFO, a terminal, possibly through a symbolic link):
/// it cannot be replaced, and renaming over it would destroy it. std::nullopt
/// when \p Path is not such a file.
static std::optional<std::error_code>
writeThroughSpecialFile(llvm::StringRef Path, llvm::StringRef Contents) {
  struct stat Status;
  if (::stat(Path.str().c_str(), &Status) != 0 || S_ISREG(Status.st_mode) ||
      S_ISDIR(Status.st_mode))
    return std::nullopt;
  int FD = ::open(Path.str().c_str(), O_WRONLY | O_CLOEXEC);
  if (FD < 0)
    return std::error_code(errno, std::generic_category());
  std::error_code EC = writeAll(FD, Contents);
  if (::close(FD) != 0 && !EC)
    EC = std::error_code(errno, std::generic_category());
  return EC;
}

llvm::Error writeFileAtomically(llvm::StringRef RequestedPath,
                                llvm::StringRef Contents, ExistingPath Policy) {
  bool Follow = Policy == ExistingPath::WriteThrough;
  if (Follow)
    if (auto EC = writeThroughSpecialFile(RequestedPath, Contents))
      return *EC ? fileError(RequestedPath, *EC) : llvm::Error::success();
  llvm::SmallString<256> Path = Follow ? fileToReplace(RequestedPath)
                                       : llvm::SmallString<256>(RequestedPath);
  llvm::SmallString<256> Model(llvm::sys::path::parent_path(Path));
  if (Model.empty())
    Model = ".";
  llvm::sys::path::append(Model, "." + llvm::sys::path::filename(Path) +
                                     ".hipify-%%%%%%.tmp");
  removeLeftoverTemporaries(Path, Model);
#ifdef __linux__
  if (auto EC = writeUnnamedThenLink(Path, Contents, Model, Policy))
    return *EC ? fileError(RequestedPath, *EC) : llvm::Error::success();
#endif
  // Elsewhere: a named temporary file, removed on failure and on signals.
  int FD = -1;
  llvm::SmallString<256> TempPath;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, TempPath))
    return fileError(RequestedPath, EC);
  llvm::sys::RemoveFileOnSignal(TempPath);
  std::error_code EC = writeAll(FD, Contents);
  ::close(FD);
  llvm::sys::fs::file_status Existing;
  if (!EC && !llvm::sys::fs::status(Path, Existing, Follow) &&
      llvm::sys::fs::is_regular_file(Existing))
    llvm::sys::fs::setPermissions(TempPath, Existing.permissions());
  if (!EC)
    EC = llvm::sys::fs::rename(TempPath, Path);
  if (EC)
    llvm::sys::fs::remove(TempPath);
  llvm::sys::DontRemoveFileOnSignal(TempPath);
  return EC ? fileError(RequestedPath, EC) : llvm::Error::success();
}

llvm::Error makeBackup(llvm::StringRef Path, llvm::StringRef BackupPath) {
  llvm::sys::fs::file_status Backup;
  if (!llvm::sys::fs::status(BackupPath, Backup, /*Follow=*/false) &&
      !llvm::sys::fs::is_symlink_file(Backup))
    return llvm::Error::success();
  auto Original = llvm::MemoryBuffer::getFile(Path);
  if (!Original)
    return llvm::createStringError(
        Original.getError(), "cannot back up '%s': %s", Path.str().c_str(),
        Original.getError().message().c_str());
  return writeFileAtomically(BackupPath, (*Original)->getBuffer());
}

} // namespace hipify

namespace hipify {

llvm::Expected<std::string> keepOlderBackup(llvm::StringRef BackupPath) {
  for (unsigned N = 1;; ++N) {
    std::string Older = (BackupPath + "." + llvm::Twine(N)).str();
    if (llvm::sys::fs::exists(Older))
      continue;
    if (std::error_code EC = llvm::sys::fs::rename(BackupPath, Older))
      return llvm::createStringError(EC, "cannot rename '%s' to '%s': %s",
                                     BackupPath.str().c_str(), Older.c_str(),
                                     EC.message().c_str());
    return Older;
  }
}

} // namespace hipify
