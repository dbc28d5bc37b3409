//===- ScratchDirectoryTest.h - A directory of its own for each test ------===//
#ifndef HIPIFY_TESTS_UNIT_SCRATCHDIRECTORYTEST_H
#define HIPIFY_TESTS_UNIT_SCRATCHDIRECTORYTEST_H

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <string>
#include <vector>

namespace hipify {

/// A fixture whose tests each get a new, empty directory, removed with all
/// it holds after the test.
class ScratchDirectoryTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("hipify-test", Dir));
  }
  void TearDown() override {
    // A test may have left the directory read-only.
    llvm::sys::fs::setPermissions(Dir, llvm::sys::fs::all_all);
    llvm::sys::fs::remove_directories(Dir);
  }

  std::string path(llvm::StringRef Name) const {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    return std::string(P);
  }

  /// Writes \p Text as the file \p Name of the directory.
  void write(llvm::StringRef Name, llvm::StringRef Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(path(Name), EC);
    ASSERT_FALSE(EC) << EC.message();
    OS << Text;
  }

  /// The names in the directory, sorted.
  std::vector<std::string> listing() const {
    std::vector<std::string> Names;
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
         It.increment(EC))
      Names.push_back(llvm::sys::path::filename(It->path()).str());
    EXPECT_FALSE(EC);
    std::sort(Names.begin(), Names.end());
    return Names;
  }

  llvm::SmallString<256> Dir;
};

} // namespace hipify

#endif
