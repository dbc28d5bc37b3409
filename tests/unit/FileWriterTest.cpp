//===- FileWriterTest.cpp - Atomic writes and backups ---------------------===//
#include "output/FileWriter.h"
#include "ScratchDirectoryTest.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <string>
#include <sys/stat.h>
#include <utime.h>
#include <vector>

using namespace hipify;
namespace fs = llvm::sys::fs;

namespace {

class FileWriterTest : public ScratchDirectoryTest {
protected:
  static std::string read(llvm::StringRef Path) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path);
    if (!Buffer)
      return "<unreadable: " + Buffer.getError().message() + ">";
    return (*Buffer)->getBuffer().str();
  }

  static void create(llvm::StringRef Path, llvm::StringRef Contents) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    ASSERT_FALSE(EC) << EC.message();
    OS << Contents;
  }

  static fs::perms permissionsOf(llvm::StringRef Path) {
    fs::file_status Status;
    EXPECT_FALSE(fs::status(Path, Status));
    return Status.permissions();
  }
};

using Names = std::vector<std::string>;

TEST_F(FileWriterTest, CreatesANewFile) {
  std::string Out = path("out.hip");
  ASSERT_FALSE(errorToBool(writeFileAtomically(Out, "#include <hip/x.h>\n")));
  EXPECT_EQ(read(Out), "#include <hip/x.h>\n");
  EXPECT_EQ(listing(), Names{"out.hip"});
}

TEST_F(FileWriterTest, WritesEmptyContents) {
  std::string Out = path("empty.hip");
  ASSERT_FALSE(errorToBool(writeFileAtomically(Out, "")));
  EXPECT_EQ(read(Out), "");
  EXPECT_EQ(listing(), Names{"empty.hip"});
}

TEST_F(FileWriterTest, NewFileGetsTheUsualPermissions) {
  // Like any file the user creates (0666 less the umask), not a private
  // temporary file's 0600.
  std::string Plain = path("plain.txt");
  create(Plain, "x");
  std::string Out = path("out.hip");
  ASSERT_FALSE(errorToBool(writeFileAtomically(Out, "y")));
  EXPECT_EQ(permissionsOf(Out), permissionsOf(Plain));
}

TEST_F(FileWriterTest, OverwritesAndKeepsPermissions) {
  std::string Script = path("run.cu");
  create(Script, "old contents that are longer than the new ones\n");
  ASSERT_FALSE(fs::setPermissions(Script, fs::perms(0750)));
  ASSERT_FALSE(errorToBool(writeFileAtomically(Script, "new\n")));
  EXPECT_EQ(read(Script), "new\n");
  EXPECT_EQ(permissionsOf(Script), fs::perms(0750));

  std::string Private = path("private.cu");
  create(Private, "old\n");
  ASSERT_FALSE(fs::setPermissions(Private, fs::perms(0600)));
  ASSERT_FALSE(errorToBool(writeFileAtomically(Private, "new\n")));
  EXPECT_EQ(permissionsOf(Private), fs::perms(0600));
  EXPECT_EQ(listing(), (Names{"private.cu", "run.cu"}));
}

TEST_F(FileWriterTest, RemovesTemporariesAKilledRunLeft) {
  std::string Source = path("main.cu");
  create(Source, "old\n");
  // Left by a run killed between naming its temporary file and renaming it.
  std::string Leftover = path(".main.cu.hipify-0a1b2c.tmp");
  create(Leftover, "new\n");
  struct utimbuf LongAgo = {1000000000, 1000000000};
  ASSERT_EQ(::utime(Leftover.c_str(), &LongAgo), 0);
  // Not this file's, or not of that shape: kept.
  create(path(".other.cu.hipify-0a1b2c.tmp"), "x");
  create(path(".main.cu.hipify-notmp"), "x");
  ASSERT_FALSE(errorToBool(writeFileAtomically(Source, "new\n")));
  EXPECT_EQ(read(Source), "new\n");
  EXPECT_EQ(listing(), (Names{".main.cu.hipify-notmp",
                              ".other.cu.hipify-0a1b2c.tmp", "main.cu"}));
}

TEST_F(FileWriterTest, KeepsTemporariesYoungerThanTheProcess) {
  // Possibly a concurrent run's, in the instant before its rename.
  std::string Source = path("main.cu");
  create(Source, "old\n");
  create(path(".main.cu.hipify-0a1b2c.tmp"), "new\n");
  ASSERT_FALSE(errorToBool(writeFileAtomically(Source, "new\n")));
  EXPECT_EQ(listing(), (Names{".main.cu.hipify-0a1b2c.tmp", "main.cu"}));
}

TEST_F(FileWriterTest, FailsWhenThePathIsADirectory) {
  std::string Sub = path("sub");
  ASSERT_FALSE(fs::create_directory(Sub));
  create(path("sub/keep.txt"), "kept\n");
  llvm::Error Err = writeFileAtomically(Sub, "text\n");
  ASSERT_TRUE(bool(Err));
  std::string Message = llvm::toString(std::move(Err));
  EXPECT_NE(Message.find(Sub), std::string::npos) << Message;
  EXPECT_TRUE(fs::is_directory(Sub));
  EXPECT_EQ(read(path("sub/keep.txt")), "kept\n");
  EXPECT_EQ(listing(), Names{"sub"}); // no temporary file left behind
}

TEST_F(FileWriterTest, FailsWhenTheDirectoryDoesNotExist) {
  std::string Out = path("missing/out.hip");
  llvm::Error Err = writeFileAtomically(Out, "text\n");
  ASSERT_TRUE(bool(Err));
  llvm::consumeError(std::move(Err));
  EXPECT_FALSE(fs::exists(Out));
  EXPECT_EQ(listing(), Names{});
}

TEST_F(FileWriterTest, FailsCleanlyInAReadOnlyDirectory) {
  std::string Original = path("a.cu");
  create(Original, "original\n");
  ASSERT_FALSE(fs::setPermissions(Dir, fs::perms(0555)));
  {
    // Root (and some file systems) ignore the permission bits: then there is
    // nothing to test.
    std::error_code EC;
    llvm::raw_fd_ostream Probe(path("probe"), EC);
    if (!EC) {
      Probe.close();
      fs::remove(path("probe"));
      GTEST_SKIP() << "the directory is writable despite its mode";
    }
  }
  llvm::Error Err = writeFileAtomically(Original, "converted\n");
  ASSERT_TRUE(bool(Err));
  EXPECT_NE(llvm::toString(std::move(Err)).find("a.cu"), std::string::npos);
  EXPECT_EQ(read(Original), "original\n");
  EXPECT_EQ(listing(), Names{"a.cu"});
}

TEST_F(FileWriterTest, WritesThroughASymbolicLink) {
  // --inplace on a linked source converts the file linked to and keeps the
  // link.
  ASSERT_FALSE(fs::create_directory(path("real")));
  std::string Target = path("real/a.cu");
  create(Target, "cuda\n");
  std::string Link = path("a.cu");
  ASSERT_FALSE(fs::create_link("real/a.cu", Link));
  ASSERT_FALSE(errorToBool(
      writeFileAtomically(Link, "hip\n", ExistingPath::WriteThrough)));
  EXPECT_TRUE(fs::is_symlink_file(Link));
  EXPECT_EQ(read(Target), "hip\n");
  EXPECT_EQ(listing(), (Names{"a.cu", "real"}));
}

TEST_F(FileWriterTest, ReplacesASymbolicLinkByDefault) {
  // A repository shipping `kernel.cu.hip -> ../home/.bashrc`: the output
  // replaces the link, the file it pointed to is untouched.
  ASSERT_FALSE(fs::create_directory(path("home")));
  std::string Target = path("home/.bashrc");
  create(Target, "export PATH=/usr/bin\n");
  ASSERT_FALSE(fs::setPermissions(Target, fs::perms(0604)));
  std::string Link = path("kernel.cu.hip");
  ASSERT_FALSE(fs::create_link("home/.bashrc", Link));
  ASSERT_FALSE(errorToBool(writeFileAtomically(Link, "hip\n")));
  EXPECT_FALSE(fs::is_symlink_file(Link));
  EXPECT_EQ(read(Link), "hip\n");
  EXPECT_EQ(read(Target), "export PATH=/usr/bin\n");
  // The new file's mode is not taken from the link's target: it is a new
  // file's, as the writer makes one where no file was.
  std::string Fresh = path("fresh.hip");
  ASSERT_FALSE(errorToBool(writeFileAtomically(Fresh, "hip\n")));
  EXPECT_EQ(permissionsOf(Link), permissionsOf(Fresh));
  EXPECT_NE(permissionsOf(Link), fs::perms(0604));
  EXPECT_EQ(listing(), (Names{"fresh.hip", "home", "kernel.cu.hip"}));
}

TEST_F(FileWriterTest, ReplacesADanglingSymbolicLink) {
  std::string Link = path("kernel.cu.hip");
  ASSERT_FALSE(fs::create_link("missing/new-file", Link));
  ASSERT_FALSE(errorToBool(writeFileAtomically(Link, "hip\n")));
  EXPECT_FALSE(fs::is_symlink_file(Link));
  EXPECT_EQ(read(Link), "hip\n");
  EXPECT_FALSE(fs::exists(path("missing")));
}

TEST_F(FileWriterTest, ReplacesAFifoByDefault) {
  // Opening it to write would block until someone reads it.
  std::string Fifo = path("out.hip");
  ASSERT_EQ(::mkfifo(Fifo.c_str(), 0644), 0);
  ASSERT_FALSE(errorToBool(writeFileAtomically(Fifo, "hip\n")));
  EXPECT_TRUE(fs::is_regular_file(Fifo));
  EXPECT_EQ(read(Fifo), "hip\n");
}

TEST_F(FileWriterTest, ABackupThatIsALinkIsReplaced) {
  std::string Source = path("a.cu"), Elsewhere = path("elsewhere");
  create(Source, "cudaMalloc\n");
  create(Elsewhere, "precious\n");
  ASSERT_FALSE(fs::create_link("elsewhere", path("a.cu.prehip")));
  ASSERT_FALSE(errorToBool(makeBackup(Source, path("a.cu.prehip"))));
  EXPECT_FALSE(fs::is_symlink_file(path("a.cu.prehip")));
  EXPECT_EQ(read(path("a.cu.prehip")), "cudaMalloc\n");
  EXPECT_EQ(read(Elsewhere), "precious\n");
}

TEST_F(FileWriterTest, MakeBackupCopiesTheOriginal) {
  std::string Source = path("a.cu");
  create(Source, "cudaMalloc\n");
  ASSERT_FALSE(errorToBool(makeBackup(Source, path("a.cu.prehip"))));
  EXPECT_EQ(read(path("a.cu.prehip")), "cudaMalloc\n");
  EXPECT_EQ(read(Source), "cudaMalloc\n");
}

TEST_F(FileWriterTest, MakeBackupKeepsAnExistingBackup) {
  // A second --inplace run must keep the CUDA original, not back up the
  // already converted file over it.
  std::string Source = path("a.cu");
  std::string Backup = path("a.cu.prehip");
  create(Source, "cudaMalloc\n");
  ASSERT_FALSE(errorToBool(makeBackup(Source, Backup)));
  ASSERT_FALSE(errorToBool(writeFileAtomically(Source, "hipMalloc\n")));
  ASSERT_FALSE(errorToBool(makeBackup(Source, Backup)));
  EXPECT_EQ(read(Backup), "cudaMalloc\n");
  EXPECT_EQ(read(Source), "hipMalloc\n");
  EXPECT_EQ(listing(), (Names{"a.cu", "a.cu.prehip"}));
}

TEST_F(FileWriterTest, MakeBackupOfAMissingFileFails) {
  llvm::Error Err = makeBackup(path("missing.cu"), path("missing.cu.prehip"));
  ASSERT_TRUE(bool(Err));
  std::string Message = llvm::toString(std::move(Err));
  EXPECT_NE(Message.find("cannot back up '" + path("missing.cu") + "'"),
            std::string::npos)
      << Message;
  EXPECT_EQ(listing(), Names{});
}

TEST_F(FileWriterTest, OlderBackupsTakeTheFirstFreeNumber) {
  create(path("k.cu.prehip"), "second");
  create(path("k.cu.prehip.1"), "first");
  auto Older = keepOlderBackup(path("k.cu.prehip"));
  ASSERT_TRUE(bool(Older)) << llvm::toString(Older.takeError());
  EXPECT_EQ(*Older, path("k.cu.prehip.2"));
  EXPECT_EQ(read(path("k.cu.prehip.2")), "second");
  EXPECT_EQ(listing(), (Names{"k.cu.prehip.1", "k.cu.prehip.2"}));
}

} // namespace
