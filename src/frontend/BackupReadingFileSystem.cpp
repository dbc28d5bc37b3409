#include "BackupReadingFileSystem.h"
#include "output/PathUtils.h"

#include "llvm/Support/MemoryBuffer.h"

namespace hipify {
namespace {

/// A backup's contents under the name of the file it backs up.
class RenamedFile : public llvm::vfs::File {
public:
  RenamedFile(llvm::vfs::Status Status,
              std::unique_ptr<llvm::MemoryBuffer> Buffer)
      : Stat(std::move(Status)), Buffer(std::move(Buffer)) {}

  llvm::ErrorOr<llvm::vfs::Status> status() override { return Stat; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t, bool RequiresNullTerminator,
            bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Buffer->getBuffer(), Name);
  }
  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status Stat;
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
};

class BackupReadingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  BackupReadingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                          std::string Root,
                          const std::set<std::string> &Outdated)
      : ProxyFileSystem(std::move(Base)), Root(std::move(Root)),
        Outdated(Outdated) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    std::string Backup = backupOf(Path);
    if (Backup.empty())
      return ProxyFileSystem::status(Path);
    auto Status = ProxyFileSystem::status(Backup);
    if (!Status)
      return Status;
    return llvm::vfs::Status::copyWithNewName(*Status, Path);
  }

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    std::string Backup = backupOf(Path);
    if (Backup.empty())
      return ProxyFileSystem::openFileForRead(Path);
    auto Status = ProxyFileSystem::status(Backup);
    auto Buffer = getBufferForFile(Backup);
    if (!Status || !Buffer)
      return ProxyFileSystem::openFileForRead(Path);
    return std::make_unique<RenamedFile>(
        llvm::vfs::Status::copyWithNewName(*Status, Path), std::move(*Buffer));
  }

private:
  /// The backup to read for \p Path; empty when the file itself is read.
  std::string backupOf(const llvm::Twine &Path) {
    llvm::SmallString<256> Absolute;
    Path.toVector(Absolute);
    if (makeAbsolute(Absolute))
      return "";
    llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
    if (!isPathUnder(Absolute, Root) || Outdated.count(std::string(Absolute)))
      return "";
    // A file removed since is not brought back by its backup.
    auto Itself = ProxyFileSystem::status(Absolute);
    if (!Itself || !Itself->isRegularFile())
      return "";
    std::string Backup = (Absolute + BackupSuffix).str();
    auto Status = ProxyFileSystem::status(Backup);
    return Status && Status->isRegularFile() ? Backup : "";
  }

  std::string Root;
  const std::set<std::string> &Outdated;
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
readingBackups(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
               std::string Root, const std::set<std::string> &Outdated) {
  return llvm::makeIntrusiveRefCnt<BackupReadingFileSystem>(
      std::move(Base), std::move(Root), Outdated);
}

} // namespace hipify
