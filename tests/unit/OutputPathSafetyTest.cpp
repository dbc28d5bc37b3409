//===- OutputPathSafetyTest.cpp - No output replaces an input -------------===//
#include "driver/OutputPathSafety.h"
#include "ScratchDirectoryTest.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

class OutputPathSafetyTest : public ScratchDirectoryTest {
protected:
  void SetUp() override {
    ScratchDirectoryTest::SetUp();
    ASSERT_FALSE(llvm::sys::fs::create_directories(path("sub")));
    touch("a.cu");
    touch("sub/a.cu");
  }

  void touch(llvm::StringRef Name) {
    std::error_code EC;
    llvm::raw_fd_ostream(path(Name), EC) << "x";
    ASSERT_FALSE(EC);
  }

  /// Whether \p Safety allows \p Output; the error, if any, in Error.
  bool allows(const OutputPathSafety &Safety, const std::string &Output,
              llvm::StringRef Source = "", bool InPlace = false) {
    Error.clear();
    llvm::raw_string_ostream Err(Error);
    return Safety.allows(Output, "--report-json '" + Output + "'", Err, Source,
                         InPlace);
  }

  std::string Error;
};

TEST_F(OutputPathSafetyTest, RefusesAnInputUnderAnotherSpelling) {
  OutputPathSafety Safety({path("a.cu"), path("sub/a.cu")});
  EXPECT_FALSE(allows(Safety, path("sub/../a.cu")));
  EXPECT_FALSE(allows(Safety, path("./sub/a.cu")));
  EXPECT_EQ(Error, "hipify-cpp: error: --report-json '" + path("./sub/a.cu") +
                       "' would replace the input '" + path("sub/a.cu") +
                       "'; nothing written\n");
  EXPECT_TRUE(allows(Safety, path("sub/b.cu")));
  EXPECT_TRUE(Error.empty());
}

TEST_F(OutputPathSafetyTest, ResolvesSymlinks) {
  ASSERT_FALSE(llvm::sys::fs::create_link(path("sub"), path("alias")));
  ASSERT_FALSE(llvm::sys::fs::create_link(path("a.cu"), path("link.cu")));
  OutputPathSafety Safety({path("a.cu"), path("sub/a.cu")});
  EXPECT_FALSE(allows(Safety, path("alias/a.cu")));
  EXPECT_FALSE(allows(Safety, path("link.cu")));
  // Not there yet: its directory is resolved, `..` of a symlink included.
  EXPECT_FALSE(allows(Safety, path("alias/a.cu.prehip")));
  EXPECT_FALSE(allows(Safety, path("alias/../sub/a.cu")));
  EXPECT_TRUE(allows(Safety, path("alias/new.cu")));
}

TEST_F(OutputPathSafetyTest, RefusesABackupMadeOrToBeMade) {
  OutputPathSafety Safety(std::vector<std::string>{path("a.cu")});
  EXPECT_FALSE(allows(Safety, path("a.cu.prehip")));
  EXPECT_EQ(Error, "hipify-cpp: error: --report-json '" + path("a.cu.prehip") +
                       "' would replace the backup '" + path("a.cu.prehip") +
                       "'; nothing written\n");
  touch("a.cu.prehip");
  EXPECT_FALSE(allows(Safety, path("sub/../a.cu.prehip")));
}

TEST_F(OutputPathSafetyTest, ASourceIsReplacedOnlyInPlace) {
  OutputPathSafety Safety({path("a.cu"), path("sub/a.cu")});
  EXPECT_TRUE(allows(Safety, path("a.cu"), path("a.cu"), /*InPlace=*/true));
  EXPECT_FALSE(allows(Safety, path("a.cu"), path("a.cu")));
  EXPECT_EQ(Error, "hipify-cpp: error: the output '" + path("a.cu") +
                       "' is the source itself; use --inplace to convert in "
                       "place\n");
  // In place or not, another input is not replaced.
  EXPECT_FALSE(
      allows(Safety, path("sub/a.cu"), path("a.cu"), /*InPlace=*/true));
}

TEST_F(OutputPathSafetyTest, ResolvesRelativePathsFromTheWorkingDirectory) {
  llvm::SmallString<256> Here;
  ASSERT_FALSE(llvm::sys::fs::current_path(Here));
  ASSERT_FALSE(llvm::sys::fs::set_current_path(Dir));
  EXPECT_EQ(resolvedPath("sub/../a.cu"), resolvedPath(path("a.cu")));
  EXPECT_EQ(resolvedPath("./missing/x.cu"), resolvedPath(path("missing/x.cu")));
  ASSERT_FALSE(llvm::sys::fs::set_current_path(Here));
}

TEST_F(OutputPathSafetyTest, StaysWithinFollowsDirectoryLinks) {
  ASSERT_FALSE(llvm::sys::fs::create_directories(path("out")));
  ASSERT_FALSE(llvm::sys::fs::create_directories(path("elsewhere")));
  ASSERT_FALSE(llvm::sys::fs::create_link(path("elsewhere"), path("out/l")));
  auto Replace = ExistingPath::Replace;
  EXPECT_TRUE(staysWithin(path("out/a.cu"), path("out"), Replace));
  EXPECT_TRUE(staysWithin(path("out/new/dirs/a.cu"), path("out"), Replace));
  EXPECT_FALSE(staysWithin(path("out/l/a.cu"), path("out"), Replace));
  // A link deeper than the first directory still to make.
  EXPECT_FALSE(staysWithin(path("out/l/new/a.cu"), path("out"), Replace));
  EXPECT_FALSE(staysWithin(path("out/../a.cu"), path("out"), Replace));
  EXPECT_FALSE(staysWithin(path("out/new/../../a.cu"), path("out"), Replace));
}

TEST_F(OutputPathSafetyTest,
       StaysWithinFollowsTheLastLinkOnlyWhenWrittenThrough) {
  ASSERT_FALSE(llvm::sys::fs::create_directories(path("out")));
  ASSERT_FALSE(llvm::sys::fs::create_link(path("a.cu"), path("out/a.cu")));
  EXPECT_TRUE(
      staysWithin(path("out/a.cu"), path("out"), ExistingPath::Replace));
  EXPECT_FALSE(
      staysWithin(path("out/a.cu"), path("out"), ExistingPath::WriteThrough));
}

/// The write guard of a run whose project root is proj/ (holding src/a.cu),
/// converting into \p OutputDir.
class OutputTreesTest : public OutputPathSafetyTest {
protected:
  void SetUp() override {
    OutputPathSafetyTest::SetUp();
    ASSERT_FALSE(llvm::sys::fs::create_directories(path("proj/src")));
    touch("proj/src/a.cu");
  }

  OutputTrees treesFor(const std::string &OutputDir) {
    Opts.OutputDir = OutputDir;
    return OutputTrees(Opts, path("proj"));
  }

  bool write(OutputTrees &Trees, const std::string &Path,
             llvm::StringRef Text) {
    Error.clear();
    llvm::raw_string_ostream Err(Error);
    return Trees.write(Path, Text, ExistingPath::Replace, Err);
  }

  std::string read(llvm::StringRef Name) {
    auto Buffer = llvm::MemoryBuffer::getFile(path(Name));
    return Buffer ? (*Buffer)->getBuffer().str() : "";
  }

  DriverOptions Opts;
};

TEST_F(OutputTreesTest, NeverReplacesAForeignFileWithinTheProject) {
  ASSERT_FALSE(llvm::sys::fs::create_directories(path("proj/lib")));
  touch("proj/lib/k.cu");
  OutputTrees Trees = treesFor(path("proj/lib"));
  llvm::raw_string_ostream Err(Error);
  EXPECT_FALSE(Trees.checkForeignFiles(Err));
  EXPECT_FALSE(write(Trees, path("proj/lib/k.cu"), "hip"));
  EXPECT_EQ(Error, "hipify-cpp: error: '" + path("proj/lib/k.cu") +
                       "' in the --o-dir directory '" + path("proj/lib") +
                       "' is a file hipify-cpp did not write (or one changed "
                       "since); not replaced\n");
  EXPECT_EQ(read("proj/lib/k.cu"), "x");
  // A new file is the tool's, and so replaceable by the next run.
  EXPECT_TRUE(write(Trees, path("proj/lib/new/b.cu"), "hip"));
  EXPECT_TRUE(Trees.finish(Err));
  OutputTrees Next = treesFor(path("proj/lib"));
  EXPECT_TRUE(write(Next, path("proj/lib/new/b.cu"), "hip 2"));
  EXPECT_EQ(read("proj/lib/new/b.cu"), "hip 2");
}

TEST_F(OutputTreesTest, GuardsADirectoryHoldingTheProjectOrTheDatabase) {
  touch("proj/../README");
  OutputTrees Above = treesFor(path(""));
  EXPECT_FALSE(write(Above, path("README"), "hip"));
  ASSERT_FALSE(llvm::sys::fs::create_directories(path("build")));
  touch("build/compile_commands.json");
  Opts.CompilationDatabaseDir = path("build");
  OutputTrees Database = treesFor(path("build"));
  EXPECT_FALSE(write(Database, path("build/compile_commands.json"), "[]"));
  EXPECT_EQ(read("build/compile_commands.json"), "x");
}

TEST_F(OutputTreesTest, ReplacesFilesOutsideTheProjectLikeHipifyClang) {
  ASSERT_FALSE(llvm::sys::fs::create_directories(path("out")));
  touch("out/k.cu");
  OutputTrees Trees = treesFor(path("out"));
  llvm::raw_string_ostream Err(Error);
  EXPECT_TRUE(Trees.checkForeignFiles(Err));
  EXPECT_TRUE(write(Trees, path("out/k.cu"), "hip"));
  EXPECT_EQ(read("out/k.cu"), "hip");
  EXPECT_TRUE(Trees.finish(Err));
  EXPECT_FALSE(llvm::sys::fs::exists(path("out/.hipify-cpp-manifest")));
}

TEST_F(OutputTreesTest, RecordsAFileInEveryDirectoryHoldingIt) {
  Opts.ReportHtml = path("proj/hip/report");
  OutputTrees Trees = treesFor(path("proj/hip"));
  EXPECT_TRUE(write(Trees, path("proj/hip/report/index.html"), "<p>"));
  llvm::raw_string_ostream Err(Error);
  EXPECT_TRUE(Trees.finish(Err));
  EXPECT_NE(read("proj/hip/.hipify-cpp-manifest").find(" report/index.html\n"),
            std::string::npos);
  EXPECT_NE(read("proj/hip/report/.hipify-cpp-manifest").find(" index.html\n"),
            std::string::npos);
  EXPECT_TRUE(treesFor(path("proj/hip")).checkForeignFiles(Err));
}

} // namespace
