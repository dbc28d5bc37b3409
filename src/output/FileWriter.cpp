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

llvm::Error writeFileAtomically(llvm::StringRef Path,
                                llvm::StringRef Contents) {
  llvm::SmallString<256> Model(llvm::sys::path::parent_path(Path));
  if (Model.empty())
    Model = ".";
  llvm::sys::path::append(
      Model, "." + llvm::sys::path::filename(Path) + ".hipify-%%%%%%.tmp");

  int FD = -1;
  llvm::SmallString<256> TempPath;
  if (std::error_code EC =
          llvm::sys::fs::createUniqueFile(Model, FD, TempPath))
    return fileError(Path, EC);
  llvm::sys::RemoveFileOnSignal(TempPath);
  auto Cleanup = [&](std::error_code EC) {
    llvm::sys::fs::remove(TempPath);
    llvm::sys::DontRemoveFileOnSignal(TempPath);
    return fileError(Path, EC);
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
  if (!llvm::sys::fs::status(Path, Existing) &&
      llvm::sys::fs::exists(Existing))
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
    return fileError(BackupPath, Original.getError());
  return writeFileAtomically(BackupPath, (*Original)->getBuffer());
}

} // namespace hipify
