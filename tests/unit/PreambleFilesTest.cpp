//===- PreambleFilesTest.cpp - Reading the files of a shared cache --------===//
#include "preamble/PreambleFiles.h"
#include "ScratchDirectoryTest.h"


#include <sys/stat.h>

using namespace hipify;
namespace fs = llvm::sys::fs;

namespace {

using ReadCacheFileTest = ScratchDirectoryTest;

TEST_F(ReadCacheFileTest, ReadsARegularFile) {
  write("k.pch.inputs", "xxh3 0\n12 34 /a.h\n");
  std::unique_ptr<llvm::MemoryBuffer> Text =
      readCacheFile(path("k.pch.inputs"));
  ASSERT_TRUE(Text);
  EXPECT_EQ(Text->getBuffer(), "xxh3 0\n12 34 /a.h\n");
}

TEST_F(ReadCacheFileTest, NeverFollowsALink) {
  // Another user's file, linked under a cache name.
  write("theirs", "cudaMalloc\n");
  ASSERT_FALSE(fs::create_link(path("theirs"), path("k.pch.identifiers")));
  EXPECT_FALSE(readCacheFile(path("k.pch.identifiers")));
}

TEST_F(ReadCacheFileTest, NeverWaitsOnAFifo) {
  ASSERT_EQ(::mkfifo(path("k.pch.inputs").c_str(), 0600), 0);
  EXPECT_FALSE(readCacheFile(path("k.pch.inputs")));
}

TEST_F(ReadCacheFileTest, NothingForADirectoryOrAMissingFile) {
  ASSERT_FALSE(fs::create_directory(path("k.pch.inputs")));
  EXPECT_FALSE(readCacheFile(path("k.pch.inputs")));
  EXPECT_FALSE(readCacheFile(path("missing")));
}

TEST_F(ReadCacheFileTest, ChecksumOfALinkedPreambleIsNone) {
  // A PCH that is a link is never taken for a sound one.
  write("real.pch", "CPCH");
  ASSERT_FALSE(fs::create_link(path("real.pch"), path("k.pch")));
  EXPECT_NE(checksumLine(path("real.pch")), "");
  EXPECT_EQ(checksumLine(path("k.pch")), "");
}

} // namespace
