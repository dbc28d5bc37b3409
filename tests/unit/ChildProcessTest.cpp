//===- ChildProcessTest.cpp - runHipcc: what runs, for how long, what kept ===//
#include "driver/ChildProcess.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

#include <chrono>

using namespace hipify;

namespace {

/// A directory holding an executable shell script `fake-hipcc` with \p Body.
class FakeHipcc {
public:
  explicit FakeHipcc(llvm::StringRef Body) {
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("child-process", Dir));
    Path = (Dir + "/fake-hipcc").str();
    std::error_code EC;
    {
      llvm::raw_fd_ostream Out(Path, EC);
      Out << "#!/bin/sh\n" << Body << "\n";
    }
    EXPECT_FALSE(EC);
    llvm::sys::fs::setPermissions(Path, llvm::sys::fs::all_exe |
                                            llvm::sys::fs::owner_all);
  }
  ~FakeHipcc() { llvm::sys::fs::remove_directories(Dir); }

  HipCompiler compiler(unsigned Timeout = 30) const {
    HipCompiler C;
    C.Path = Path;
    C.TimeoutSeconds = Timeout;
    return C;
  }
  HipCompileCommand command(std::vector<std::string> Arguments) const {
    return {std::string(Dir), "k.hip", std::move(Arguments)};
  }

private:
  llvm::SmallString<128> Dir;
  std::string Path;
};

TEST(ChildProcessTest, RunsTheNamedCompilerWithTheAllowedFlagsOnly) {
  FakeHipcc Fake("echo \"$0 $*\"");
  DeferredInterrupts HeldBack;
  HipccRun Run = runHipcc(
      Fake.compiler(),
      Fake.command({"/bin/false", "-DX", "-fproc-stat-report=/x", "k.hip"}),
      HeldBack);
  ASSERT_EQ(Run.How, HipccRun::End::Exited);
  EXPECT_EQ(Run.ExitCode, 0);
  EXPECT_NE(Run.Output.find("/fake-hipcc -x hip --offload-arch=gfx90a "
                            "-fsyntax-only -DX k.hip\n"),
            std::string::npos)
      << Run.Output;
}

TEST(ChildProcessTest, KeepsTheStartOfALongOutputAndCountsTheRest) {
  FakeHipcc Fake("head -c 3000000 /dev/zero; exit 3");
  DeferredInterrupts HeldBack;
  HipccRun Run = runHipcc(Fake.compiler(), Fake.command({"hipcc"}), HeldBack);
  ASSERT_EQ(Run.How, HipccRun::End::Exited);
  EXPECT_EQ(Run.ExitCode, 3);
  EXPECT_EQ(Run.Output.size(), MaxHipccOutput);
  EXPECT_EQ(Run.OutputBytes, 3000000u);
}

TEST(ChildProcessTest, StopsACompileThatOutlivesItsTime) {
  FakeHipcc Fake("trap '' TERM; sleep 60");
  DeferredInterrupts HeldBack;
  auto Start = std::chrono::steady_clock::now();
  HipccRun Run =
      runHipcc(Fake.compiler(/*Timeout=*/1), Fake.command({"hipcc"}), HeldBack);
  EXPECT_EQ(Run.How, HipccRun::End::TimedOut);
  EXPECT_LT(std::chrono::steady_clock::now() - Start, std::chrono::seconds(20));
}

TEST(ChildProcessTest, SaysWhyACompilerCannotRun) {
  HipCompiler Missing;
  Missing.Path = "/nonexistent/hipcc";
  DeferredInterrupts HeldBack;
  HipccRun Run = runHipcc(Missing, {"/", "k.hip", {"hipcc"}}, HeldBack);
  EXPECT_EQ(Run.How, HipccRun::End::NotStarted);
  EXPECT_NE(Run.Output.find("cannot run '/nonexistent/hipcc'"),
            std::string::npos)
      << Run.Output;
}

} // namespace
