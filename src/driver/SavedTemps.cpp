#include "SavedTemps.h"
#include "OutputPathSafety.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

namespace hipify {

std::string defaultTempDir() {
  llvm::SmallString<256> Dir;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Dir);
  // The system's folder is shared: each user gets a folder of their own.
  llvm::sys::path::append(Dir, "hipify-cpp-" + std::to_string(::geteuid()));
  return std::string(Dir);
}

llvm::Error prepareTempDir(llvm::StringRef Dir) {
  auto refuse = [&](llvm::StringRef Why) {
    return llvm::createStringError("--save-temps: the folder '" + Dir + "' " +
                                   Why + "; nothing kept there");
  };
  llvm::SmallString<256> Path(Dir);
  llvm::sys::fs::make_absolute(Path); // `--temp-dir=temps` has no parent
  if (std::error_code EC =
          llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path)))
    return llvm::createFileError(llvm::sys::path::parent_path(Path), EC);
  if (::mkdir(Path.c_str(), 0700) != 0 && errno != EEXIST)
    return llvm::createFileError(
        Path, std::error_code(errno, std::generic_category()));
  // Another user who can plant links there could send the texts anywhere.
  struct stat Status;
  if (::lstat(Path.c_str(), &Status) != 0)
    return llvm::createFileError(
        Path, std::error_code(errno, std::generic_category()));
  if (S_ISLNK(Status.st_mode))
    return refuse("is a symbolic link");
  if (!S_ISDIR(Status.st_mode))
    return refuse("is not a directory");
  if (Status.st_uid != ::geteuid())
    return refuse("belongs to another user");
  if (Status.st_mode & (S_IWGRP | S_IWOTH))
    return refuse("is writable by other users");
  return llvm::Error::success();
}

llvm::Error
saveTemps(llvm::StringRef Dir, llvm::StringRef RelativePath,
          llvm::StringRef Original, llvm::StringRef Converted,
          llvm::function_ref<bool(const std::string &, llvm::StringRef)> Write) {
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, RelativePath);
  if (!staysWithin(Path, Dir, ExistingPath::Replace))
    return llvm::createStringError("'" + Path + "' leads outside '" + Dir +
                                   "'");
  if (Write(std::string(Path), Original))
    Write((Path + ".hip").str(), Converted);
  return llvm::Error::success();
}

} // namespace hipify
