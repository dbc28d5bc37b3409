//===- OutputManifestTest.cpp - The files the tool wrote into a directory -===//
#include "output/OutputManifest.h"
#include "ScratchDirectoryTest.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

class OutputManifestTest : public ScratchDirectoryTest {
protected:
  std::string manifestText() const {
    auto Buffer = llvm::MemoryBuffer::getFile(path(OutputManifestName));
    return Buffer ? (*Buffer)->getBuffer().str() : "";
  }
};

TEST_F(OutputManifestTest, KnowsWhatItRecordedAcrossReads) {
  OutputManifest Manifest = OutputManifest::read(Dir);
  ASSERT_FALSE(llvm::errorToBool(Manifest.record("k.cu", "hip text")));
  write("k.cu", "hip text");
  OutputManifest Again = OutputManifest::read(Dir);
  EXPECT_TRUE(Again.wrote("k.cu", "hip text"));
  EXPECT_FALSE(Again.wrote("k.cu", "other text"));
  EXPECT_FALSE(Again.wrote("other.cu", "hip text"));
  EXPECT_TRUE(Again.mayReplace("k.cu"));
  EXPECT_TRUE(Again.mayReplace("missing.cu"));
}

TEST_F(OutputManifestTest, AFileChangedSinceIsNotTheTools) {
  OutputManifest Manifest = OutputManifest::read(Dir);
  ASSERT_FALSE(llvm::errorToBool(Manifest.record("k.cu", "hip text")));
  write("k.cu", "hip text, tuned by hand");
  EXPECT_FALSE(Manifest.mayReplace("k.cu"));
  EXPECT_EQ(Manifest.firstForeignFile(), std::optional<std::string>("k.cu"));
}

TEST_F(OutputManifestTest, AWriteCutShortLeavesEitherTextKnown) {
  OutputManifest Manifest = OutputManifest::read(Dir);
  ASSERT_FALSE(llvm::errorToBool(Manifest.record("k.cu", "first")));
  write("k.cu", "first");
  // The next run records its text, then is killed before the file is
  // replaced: the old text is still the tool's.
  ASSERT_FALSE(llvm::errorToBool(
      OutputManifest::read(Dir).record("k.cu", "second")));
  EXPECT_TRUE(OutputManifest::read(Dir).mayReplace("k.cu"));
  write("k.cu", "second");
  EXPECT_TRUE(OutputManifest::read(Dir).mayReplace("k.cu"));
}

TEST_F(OutputManifestTest, FindsTheFirstForeignFileInPathOrder) {
  ASSERT_FALSE(llvm::sys::fs::create_directories(path("b/c")));
  write("b/c/z.txt", "user");
  write("b/a.txt", "user");
  write("c.txt", "user");
  EXPECT_EQ(OutputManifest::read(Dir).firstForeignFile(),
            std::optional<std::string>("b/a.txt"));
}

TEST_F(OutputManifestTest, ALinkIsForeignTheToolsOwnFilesAreNot) {
  ASSERT_FALSE(llvm::sys::fs::create_directories(path("report")));
  write("report/.hipify-cpp-manifest", "# another tree's manifest\n");
  write(".k.cu.hipify-a1b2c3.tmp", "left by a killed write");
  write("empty-dirs-are-fine", "");
  OutputManifest Manifest = OutputManifest::read(Dir);
  ASSERT_FALSE(
      llvm::errorToBool(Manifest.record("empty-dirs-are-fine", "")));
  EXPECT_EQ(Manifest.firstForeignFile(), std::nullopt);
  ASSERT_FALSE(llvm::sys::fs::create_link("empty-dirs-are-fine",
                                          path("link")));
  ASSERT_FALSE(llvm::errorToBool(Manifest.record("link", "")));
  EXPECT_EQ(Manifest.firstForeignFile(), std::optional<std::string>("link"));
}

TEST_F(OutputManifestTest, CompactKeepsOneLinePerFileStillTheTools) {
  OutputManifest Manifest = OutputManifest::read(Dir);
  for (const char *Text : {"one", "two"})
    ASSERT_FALSE(llvm::errorToBool(Manifest.record("a.cu", Text)));
  ASSERT_FALSE(llvm::errorToBool(Manifest.record("gone.cu", "x")));
  ASSERT_FALSE(llvm::errorToBool(Manifest.record("edited.cu", "x")));
  write("a.cu", "two");
  write("edited.cu", "changed");
  ASSERT_FALSE(llvm::errorToBool(Manifest.compact()));
  std::string Text = manifestText();
  EXPECT_NE(Text.find(outputHash("two") + " a.cu\n"), std::string::npos);
  EXPECT_EQ(Text.find(outputHash("one")), std::string::npos);
  EXPECT_EQ(Text.find("gone.cu"), std::string::npos);
  EXPECT_EQ(Text.find("edited.cu"), std::string::npos);
}

TEST_F(OutputManifestTest, NeverWritesThroughALinkAtTheManifest) {
  write("elsewhere", "user");
  ASSERT_FALSE(llvm::sys::fs::create_link(path("elsewhere"),
                                          path(OutputManifestName)));
  EXPECT_TRUE(llvm::errorToBool(
      OutputManifest::read(Dir).record("k.cu", "text")));
  auto Buffer = llvm::MemoryBuffer::getFile(path("elsewhere"));
  ASSERT_TRUE(bool(Buffer));
  EXPECT_EQ((*Buffer)->getBuffer(), "user");
}

} // namespace
