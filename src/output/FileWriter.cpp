#include "hipify/FileWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

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

llvm::Error writeFileAtomically(llvm::StringRef RequestedPath,
                                llvm::StringRef Contents) {
  llvm::SmallString<256> Path = fileToReplace(RequestedPath);
  llvm::SmallString<256> Model(llvm::sys::path::parent_path(Path));
  if (Model.empty())
    Model = ".";
  llvm::sys::path::append(Model, "." + llvm::sys::path::filename(Path) +
                                     ".hipify-%%%%%%.tmp");

  int FD = -1;
  llvm::SmallString<256> TempPath;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, TempPath))
    return fileError(RequestedPath, EC);
  llvm::sys::RemoveFileOnSignal(TempPath);
  auto Cleanup = [&](std::error_code EC) {
    llvm::sys::fs::remove(TempPath);
    llvm::sys::DontRemoveFileOnSignal(TempPath);
    return fileError(RequestedPath, EC);
  };
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Contents;
    OS.flush();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      return Cleanup(EC);
    }
  }
  llvm::sys::fs::file_status Existing;
  if (!llvm::sys::fs::status(Path, Existing) && llvm::sys::fs::exists(Existing))
    llvm::sys::fs::setPermissions(TempPath, Existing.permissions());
  if (std::error_code EC = llvm::sys::fs::rename(TempPath, Path))
    return Cleanup(EC);
  llvm::sys::DontRemoveFileOnSignal(TempPath);
  return llvm::Error::success();
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
