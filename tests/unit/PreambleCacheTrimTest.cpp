//===- PreambleCacheTrimTest.cpp - The preamble cache kept within a size --===//
#include "preamble/PreambleCacheTrim.h"
#include "ScratchDirectoryTest.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include "llvm/ADT/StringExtras.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <chrono>
#include <optional>

using namespace hipify;
namespace fs = llvm::sys::fs;
using std::chrono::hours;
using std::chrono::minutes;

namespace {

const auto Now = std::chrono::system_clock::now();

CachedPreamble preamble(std::string Key, uint64_t Bytes,
                        std::chrono::system_clock::duration Age) {
  return {std::move(Key), Bytes,
          std::chrono::time_point_cast<std::chrono::nanoseconds>(Now - Age)};
}

TEST(PreamblesToRemoveTest, NothingWhileTheCacheFits) {
  EXPECT_TRUE(preamblesToRemove({preamble("a", 40, hours(3)),
                                 preamble("b", 60, hours(1))},
                                100, {})
                  .empty());
}

TEST(PreamblesToRemoveTest, LeastRecentlyUsedFirstDownToThreeQuarters) {
  // 160 bytes against a limit of 100: down to 75, oldest first.
  std::vector<std::string> Removed = preamblesToRemove(
      {preamble("new", 40, minutes(1)), preamble("oldest", 40, hours(9)),
       preamble("old", 40, hours(5)), preamble("recent", 40, hours(1))},
      100, {});
  EXPECT_EQ(Removed, (std::vector<std::string>{"oldest", "old", "recent"}));
}

TEST(PreamblesToRemoveTest, NeverOneTheRunUses) {
  std::vector<std::string> Removed = preamblesToRemove(
      {preamble("used", 80, hours(9)), preamble("other", 80, hours(1))}, 100,
      {"used"});
  EXPECT_EQ(Removed, (std::vector<std::string>{"other"}));
}

TEST(PreamblesToRemoveTest, StopsWhenOnlyUsedOnesAreLeft) {
  EXPECT_TRUE(
      preamblesToRemove({preamble("used", 300, hours(9))}, 100, {"used"})
          .empty());
}

TEST(ParseByteSizeTest, NumbersAndBinarySuffixes) {
  EXPECT_EQ(parseByteSize("0"), 0u);
  EXPECT_EQ(parseByteSize("1500"), 1500u);
  EXPECT_EQ(parseByteSize("500K"), 500u << 10);
  EXPECT_EQ(parseByteSize("200m"), 200u << 20);
  EXPECT_EQ(parseByteSize("2G"), 2ull << 30);
}

TEST(ParseByteSizeTest, RejectsWhatIsNoSize) {
  for (const char *Text : {"", "G", "-1", "1.5G", "12T", "2 G", "99999999999G"})
    EXPECT_FALSE(parseByteSize(Text)) << Text;
}

class TrimPreambleCacheTest : public ScratchDirectoryTest {
protected:
  /// \p Name with its first four letters ("aaaa") made a whole key, as the
  /// cache names its files (32 hexadecimal digits).
  static std::string keyed(llvm::StringRef Name) {
    if (Name.size() < 4 || !llvm::all_of(Name.take_front(4), llvm::isHexDigit))
      return Name.str();
    return std::string(32, Name.front()) + Name.drop_front(4).str();
  }
  std::vector<std::string> keyed(std::vector<std::string> Names) {
    for (std::string &N : Names)
      N = keyed(N);
    llvm::sort(Names);
    return Names;
  }

  /// A file of \p Bytes bytes last modified \p Age ago, named \p Name with
  /// its leading "aaaa" or "bbbb"... made a key, holding what the tool
  /// writes in such a file (unless \p Contents says otherwise).
  void file(llvm::StringRef Name, size_t Bytes,
            std::chrono::system_clock::duration Age,
            std::optional<std::string> Contents = std::nullopt) {
    std::string Path = path(keyed(Name));
    if (!Contents) {
      llvm::StringRef Rest = Name.drop_front(4);
      Contents = Rest == ".pch" || Rest.starts_with(".pch-") ? "CPCH"
                 : Rest.ends_with(".wanted")                 ? ""
                                                             : "xxh3 ";
      Contents->resize(std::max(Bytes, Contents->size()), 'x');
    }
    {
      std::error_code EC;
      llvm::raw_fd_ostream OS(Path, EC);
      ASSERT_FALSE(EC) << EC.message();
      OS << *Contents;
    }
    int FD;
    ASSERT_FALSE(fs::openFileForWrite(Path, FD, fs::CD_OpenExisting,
                                      fs::OF_Append));
    auto Time = std::chrono::time_point_cast<std::chrono::nanoseconds>(Now -
                                                                       Age);
    fs::setLastAccessAndModificationTime(FD, Time, Time);
    llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  }
};

TEST_F(TrimPreambleCacheTest, RemovesTheLeastRecentlyUsedPreamblesWholly) {
  // A preamble's last use is its newest file (runs mark the manifest).
  file("aaaa.pch", 600, hours(30));
  file("aaaa.pch.inputs", 100, hours(2));
  file("bbbb.pch", 600, hours(20));
  file("bbbb.pch.inputs", 100, hours(20));
  file("cccc.pch.holds-user-files", 100, hours(40));
  file("notes.txt", 5000, hours(50));
  trimPreambleCache(std::string(Dir), 1000, {});
  EXPECT_EQ(listing(), keyed({"aaaa.pch", "aaaa.pch.inputs", "notes.txt"}));
}

TEST_F(TrimPreambleCacheTest, KeepsWhatTheRunUses) {
  file("aaaa.pch", 900, hours(30));
  file("aaaa.pch.inputs", 100, hours(30));
  file("bbbb.pch", 900, hours(1));
  file("bbbb.pch.inputs", 100, hours(1));
  trimPreambleCache(std::string(Dir), 1000, {keyed("aaaa")});
  EXPECT_EQ(listing(), keyed({"aaaa.pch", "aaaa.pch.inputs"}));
}

TEST_F(TrimPreambleCacheTest, RemovesTemporaryFilesOfBuildsThatDied) {
  file("aaaa.pch-a1b2c3", 100, hours(2));
  file("aaaa.pch.inputs.new", 100, hours(2));
  file("bbbb.pch-d4e5f6", 100, minutes(5)); // a build still running
  trimPreambleCache(std::string(Dir), 1ull << 30, {});
  EXPECT_EQ(listing(), keyed(std::vector<std::string>{"bbbb.pch-d4e5f6"}));
}

TEST_F(TrimPreambleCacheTest, ForgetsRequestsNoRunRepeatedForAMonth) {
  file("aaaa.pch.wanted", 0, hours(24 * 31));
  file("bbbb.pch.wanted", 0, hours(24 * 29));
  trimPreambleCache(std::string(Dir), 1ull << 30, {});
  EXPECT_EQ(listing(), keyed(std::vector<std::string>{"bbbb.pch.wanted"}));
}

TEST_F(TrimPreambleCacheTest, RemovesOnlyFilesItMade) {
  // A cache directory may be shared or hold other files: a name like the
  // cache's is not enough, the contents must be what the tool writes there,
  // and links are never followed nor counted.
  file("aaaa.pch", 900, hours(30), std::string(900, 'x'));
  file("aaaa.pch.inputs", 100, hours(30), "my notes\n");
  file("bbbb.pch", 950, hours(40));
  file("bbbb.pch.inputs", 100, hours(40));
  file("not-a-key.pch", 900, hours(50), "CPCH");
  std::string Target = path("precious");
  {
    std::error_code EC;
    llvm::raw_fd_ostream(Target, EC) << std::string(900, 'p');
  }
  ASSERT_FALSE(fs::create_link(Target, path(keyed("cccc.pch"))));
  trimPreambleCache(std::string(Dir), 1000, {});
  EXPECT_EQ(listing(), keyed({"aaaa.pch", "aaaa.pch.inputs", "cccc.pch",
                              "not-a-key.pch", "precious"}));
}

TEST(MarkUsedTest, MovesTheModificationTimeToNow) {
  llvm::SmallString<256> Path;
  int FD;
  ASSERT_FALSE(fs::createTemporaryFile("hipify-mark-used", "", FD, Path));
  auto Old = std::chrono::time_point_cast<std::chrono::nanoseconds>(Now -
                                                                    hours(48));
  fs::setLastAccessAndModificationTime(FD, Old, Old);
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  markUsed(std::string(Path));
  fs::file_status Status;
  ASSERT_FALSE(fs::status(Path, Status));
  EXPECT_GT(Status.getLastModificationTime(), Now - minutes(1));
  fs::remove(Path);
}

} // namespace
