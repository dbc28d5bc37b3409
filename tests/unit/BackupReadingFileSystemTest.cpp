//===- BackupReadingFileSystemTest.cpp - Files read as their backups ------===//
#include "frontend/BackupReadingFileSystem.h"
#include "ScratchDirectoryTest.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace hipify;

namespace {

class BackupReadingFileSystemTest : public ScratchDirectoryTest {
protected:
  std::string read(llvm::vfs::FileSystem &FS, llvm::StringRef Name) {
    auto Buffer = FS.getBufferForFile(path(Name));
    return Buffer ? (*Buffer)->getBuffer().str() : "<error>";
  }

  std::set<std::string> Outdated;
};

TEST_F(BackupReadingFileSystemTest, AFileWithABackupReadsAsTheBackup) {
  write("k.cu", "hipMalloc(p, 4);\n");
  write("k.cu.prehip", "cudaMalloc(p, 4);\n");
  write("plain.cu", "int x;\n");
  auto FS = readingBackups(llvm::vfs::getRealFileSystem(), std::string(Dir),
                           Outdated);
  EXPECT_EQ(read(*FS, "k.cu"), "cudaMalloc(p, 4);\n");
  EXPECT_EQ(FS->status(path("k.cu"))->getSize(), 18u);
  EXPECT_EQ(FS->status(path("k.cu"))->getName(), path("k.cu"));
  EXPECT_EQ(read(*FS, "plain.cu"), "int x;\n");
}

TEST_F(BackupReadingFileSystemTest,
       OutdatedFilesAndFilesOutsideTheRootAreRead) {
  write("k.cu", "now\n");
  write("k.cu.prehip", "before\n");
  Outdated.insert(path("k.cu"));
  auto FS = readingBackups(llvm::vfs::getRealFileSystem(), std::string(Dir),
                           Outdated);
  EXPECT_EQ(read(*FS, "k.cu"), "now\n");
  Outdated.clear();
  auto Elsewhere =
      readingBackups(llvm::vfs::getRealFileSystem(), path("sub"), Outdated);
  EXPECT_EQ(read(*Elsewhere, "k.cu"), "now\n");
}

TEST_F(BackupReadingFileSystemTest, ARemovedFileIsNotBroughtBack) {
  write("gone.cu.prehip", "cudaMalloc(p, 4);\n");
  auto FS = readingBackups(llvm::vfs::getRealFileSystem(), std::string(Dir),
                           Outdated);
  EXPECT_FALSE(FS->status(path("gone.cu")));
  EXPECT_EQ(read(*FS, "gone.cu"), "<error>");
}

TEST_F(BackupReadingFileSystemTest, ABackupThatIsNotARegularFileIsIgnored) {
  write("k.cu", "now\n");
  ASSERT_FALSE(llvm::sys::fs::create_directory(path("k.cu.prehip")));
  auto FS = readingBackups(llvm::vfs::getRealFileSystem(), std::string(Dir),
                           Outdated);
  EXPECT_EQ(read(*FS, "k.cu"), "now\n");
}

} // namespace
