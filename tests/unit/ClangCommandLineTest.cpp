//===- ClangCommandLineTest.cpp - nvcc/clang flags to a clang parse -------===//
#include "conversion/ClangCommandLine.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace hipify;

namespace {

using Args = std::vector<std::string>;

Args split(llvm::StringRef Command) {
  llvm::SmallVector<llvm::StringRef, 32> Parts;
  Command.split(Parts, ' ', -1, /*KeepEmpty=*/false);
  return Args(Parts.begin(), Parts.end());
}

Args translate(llvm::StringRef Command, Args *Dropped = nullptr,
               llvm::StringRef Directory = "/build") {
  return translateCompileFlags(split(Command), "/src/a.cu", Directory, Dropped);
}

bool contains(const Args &List, llvm::StringRef Item) {
  return std::find(List.begin(), List.end(), Item) != List.end();
}

TEST(ClangCommandLineTest, NvccCommandAsCMakeWritesIt) {
  Args Dropped;
  EXPECT_EQ(translate("/usr/local/cuda/bin/nvcc "
                      "-forward-unknown-to-host-compiler -DFOO -I/x "
                      "-isystem /y "
                      "--generate-code=arch=compute_80,code=[compute_80,sm_80] "
                      "-O3 -std=c++17 -x cu -rdc=true -c /src/a.cu -o a.o",
                      &Dropped),
            (Args{"-DFOO", "-I/x", "-isystem", "/y", "-O3", "-std=c++17",
                  "-fgpu-rdc", "--cuda-gpu-arch=sm_80"}));
  EXPECT_TRUE(contains(Dropped, "-forward-unknown-to-host-compiler"));
  EXPECT_TRUE(contains(Dropped, "-x cu"));
  EXPECT_TRUE(contains(Dropped, "-o a.o"));
}

TEST(ClangCommandLineTest, SourceGivenRelativeToTheDirectory) {
  EXPECT_EQ(translate("nvcc -DA -c ../src/a.cu", nullptr, "/build"),
            Args{"-DA"});
  EXPECT_EQ(translate("nvcc -DA -c a.cu", nullptr, "/src"), Args{"-DA"});
  // Another file is not the source: it goes (as nvcc's extra inputs would).
  EXPECT_EQ(translate("nvcc -DA -c b.cu", nullptr, "/src"), Args{"-DA"});
}

TEST(ClangCommandLineTest, XcompilerKeepsOnlyPreprocessorAndStdFlags) {
  Args Dropped;
  EXPECT_EQ(translate("nvcc -Xcompiler=-fPIC,-Wall -c /src/a.cu", &Dropped),
            Args{});
  EXPECT_TRUE(contains(Dropped, "-Xcompiler -fPIC"));
  EXPECT_TRUE(contains(Dropped, "-Xcompiler -Wall"));

  EXPECT_EQ(translate("nvcc -Xcompiler -DBAR,-I/inc,-fopenmp "
                      "--compiler-options=-UBAZ,-std=c++20 -c /src/a.cu"),
            (Args{"-DBAR", "-I/inc", "-UBAZ", "-std=c++20"}));
}

TEST(ClangCommandLineTest, NvccOnlyFlagsAreDropped) {
  Args Dropped;
  EXPECT_EQ(translate("nvcc --expt-relaxed-constexpr --expt-extended-lambda "
                      "-ccbin /usr/bin/g++ --use_fast_math -lineinfo -G "
                      "-Xptxas -v -fmad=false -ftz=true "
                      "--default-stream per-thread -MD -MT a.o -MF a.d "
                      "-DKEEP -c /src/a.cu",
                      &Dropped),
            Args{"-DKEEP"});
  EXPECT_TRUE(contains(Dropped, "--expt-relaxed-constexpr"));
  EXPECT_TRUE(contains(Dropped, "-ccbin /usr/bin/g++"));
  EXPECT_TRUE(contains(Dropped, "-Xptxas -v"));
  EXPECT_TRUE(contains(Dropped, "--default-stream per-thread"));
  // The value of a dropped flag is not read as a flag of its own.
  EXPECT_FALSE(contains(Dropped, "/usr/bin/g++"));
}

TEST(ClangCommandLineTest, GpuArchitectureSpellings) {
  EXPECT_EQ(translate("nvcc -arch=sm_70 -c /src/a.cu"),
            Args{"--cuda-gpu-arch=sm_70"});
  EXPECT_EQ(translate("nvcc -arch sm_86 -c /src/a.cu"),
            Args{"--cuda-gpu-arch=sm_86"});
  EXPECT_EQ(translate("nvcc --gpu-architecture=compute_75 -c /src/a.cu"),
            Args{"--cuda-gpu-arch=sm_75"});
  EXPECT_EQ(translate("nvcc -gencode arch=compute_90a,code=sm_90a -c "
                      "/src/a.cu"),
            Args{"--cuda-gpu-arch=sm_90a"});
  // The first architecture is the one parsed for.
  EXPECT_EQ(translate("nvcc -gencode=arch=compute_70,code=sm_70 "
                      "-gencode=arch=compute_80,code=sm_80 -c /src/a.cu"),
            Args{"--cuda-gpu-arch=sm_70"});
  // Nothing recognisable: no architecture (the default applies later).
  EXPECT_EQ(translate("nvcc -arch=native -c /src/a.cu"), Args{});
  // An explicit clang spelling wins over an nvcc one.
  EXPECT_EQ(translate("nvcc -arch=sm_70 --cuda-gpu-arch=sm_61 -c /src/a.cu"),
            Args{"--cuda-gpu-arch=sm_61"});
}

TEST(ClangCommandLineTest, StdSpellings) {
  EXPECT_EQ(translate("nvcc -std c++14 -c /src/a.cu"), Args{"-std=c++14"});
  EXPECT_EQ(translate("nvcc --std=c++20 -c /src/a.cu"), Args{"-std=c++20"});
  EXPECT_EQ(translate("nvcc --std c++20 -c /src/a.cu"), Args{"-std=c++20"});
}

TEST(ClangCommandLineTest, RelocatableDeviceCodeSpellings) {
  for (const char *Flag :
       {"-rdc=true", "--relocatable-device-code=true", "-dc", "--device-c"})
    EXPECT_EQ(translate(std::string("nvcc ") + Flag + " -c /src/a.cu"),
              Args{"-fgpu-rdc"})
        << Flag;
  EXPECT_EQ(translate("nvcc -rdc=false -c /src/a.cu"), Args{});
}

class OptionsFileTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("hipify-rsp", Dir));
    llvm::SmallString<256> Sub(Dir);
    llvm::sys::path::append(Sub, "CMakeFiles");
    ASSERT_FALSE(llvm::sys::fs::create_directory(Sub));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }

  void write(llvm::StringRef Name, llvm::StringRef Contents) {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, Name);
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    ASSERT_FALSE(EC) << EC.message();
    OS << Contents;
  }

  llvm::SmallString<256> Dir;
};

TEST_F(OptionsFileTest, ReadRelativeToTheDirectory) {
  write("CMakeFiles/includes_CUDA.rsp",
        "-I/inc/one \"-I/inc/with space\"\n-isystem /sys -DFROM_RSP=1\n");
  Args Dropped;
  EXPECT_EQ(translateCompileFlags(
                split("nvcc -DBEFORE --options-file "
                      "CMakeFiles/includes_CUDA.rsp -DAFTER -c /src/a.cu"),
                "/src/a.cu", Dir, &Dropped),
            (Args{"-DBEFORE", "-I/inc/one", "-I/inc/with space", "-isystem",
                  "/sys", "-DFROM_RSP=1", "-DAFTER"}));
  EXPECT_TRUE(Dropped.empty());

  EXPECT_EQ(translateCompileFlags(
                split("nvcc --options-file=CMakeFiles/includes_CUDA.rsp -c "
                      "/src/a.cu"),
                "/src/a.cu", Dir),
            (Args{"-I/inc/one", "-I/inc/with space", "-isystem", "/sys",
                  "-DFROM_RSP=1"}));
}

TEST_F(OptionsFileTest, NestedAndNvccFlagsInside) {
  write("outer.rsp", "-DOUTER --options-file inner.rsp -rdc=true");
  write("inner.rsp", "-arch=sm_75 -DINNER --expt-relaxed-constexpr");
  EXPECT_EQ(translateCompileFlags(split("nvcc --options-file outer.rsp -c "
                                        "/src/a.cu"),
                                  "/src/a.cu", Dir),
            (Args{"-DOUTER", "-DINNER", "-fgpu-rdc", "--cuda-gpu-arch=sm_75"}));
}

TEST_F(OptionsFileTest, MissingFileIsDropped) {
  Args Dropped;
  EXPECT_EQ(translateCompileFlags(
                split("nvcc --options-file nope.rsp -DX -c /src/a.cu"),
                "/src/a.cu", Dir, &Dropped),
            Args{"-DX"});
  EXPECT_TRUE(contains(Dropped, "--options-file nope.rsp"));
}

TEST(ClangCommandLineTest, ClangCommands) {
  EXPECT_EQ(translate("/usr/bin/clang++ -DFOO -I/x -isystem /y -x cuda "
                      "--cuda-gpu-arch=sm_70 -std=c++20 -fgpu-rdc -O2 -g "
                      "-Wall -Wno-unused -m64 -pthread -include pre.h "
                      "-c /src/a.cu -o a.o"),
            (Args{"-DFOO", "-I/x", "-isystem", "/y", "--cuda-gpu-arch=sm_70",
                  "-std=c++20", "-fgpu-rdc", "-O2", "-g", "-Wall",
                  "-Wno-unused", "-m64", "-pthread", "-include",
                  "/build/pre.h"}));
  EXPECT_EQ(translate("clang++ -D FOO -U BAR --offload-arch=sm_75 -c "
                      "/src/a.cu"),
            (Args{"-D", "FOO", "-U", "BAR", "--offload-arch=sm_75"}));
}

TEST(ClangCommandLineTest, EmptyCommand) {
  EXPECT_EQ(translateCompileFlags({}, "/src/a.cu", "/build"), Args{});
  EXPECT_EQ(translate("nvcc"), Args{});
}

ClangSettings settings() {
  ClangSettings S;
  S.ClangPath = "/usr/bin/clang++";
  S.CudaPath = "/usr/local/cuda";
  S.ResourceDir = "/usr/lib/clang/22";
  return S;
}

/// Whether \p Cmd has \p Sequence as consecutive arguments.
bool hasSequence(const Args &Cmd, const Args &Sequence) {
  return std::search(Cmd.begin(), Cmd.end(), Sequence.begin(),
                     Sequence.end()) != Cmd.end();
}

TEST(BuildClangCommandLineTest, Defaults) {
  Args Cmd = buildClangCommandLine(settings(), {"-DFOO"}, "/src/a.cu");
  ASSERT_GE(Cmd.size(), 5u);
  EXPECT_EQ(Args(Cmd.begin(), Cmd.begin() + 4),
            (Args{"/usr/bin/clang++", "-x", "cuda", "--cuda-host-only"}));
  EXPECT_TRUE(contains(Cmd, "-fsyntax-only"));
  EXPECT_TRUE(contains(Cmd, "--cuda-path=/usr/local/cuda"));
  EXPECT_TRUE(hasSequence(Cmd, {"-resource-dir", "/usr/lib/clang/22"}));
  EXPECT_TRUE(contains(Cmd, "--cuda-gpu-arch=sm_80"));
  EXPECT_TRUE(contains(Cmd, "-std=c++17"));
  EXPECT_TRUE(hasSequence(Cmd, {"-isystem", "/usr/local/cuda/include/cccl"}));
  EXPECT_TRUE(contains(Cmd, "-Wno-unknown-cuda-version"));
  // The user's flags come after the defaults (so that they can undo them),
  // the source last.
  EXPECT_EQ(Cmd.end()[-2], "-DFOO");
  EXPECT_EQ(Cmd.back(), "/src/a.cu");
  EXPECT_EQ(std::count(Cmd.begin(), Cmd.end(), "/src/a.cu"), 1);
}

TEST(BuildClangCommandLineTest, NoResourceDirWhenUnset) {
  ClangSettings S = settings();
  S.ResourceDir.clear();
  Args Cmd = buildClangCommandLine(S, {}, "/src/a.cu");
  EXPECT_FALSE(contains(Cmd, "-resource-dir"));
  EXPECT_EQ(Cmd.back(), "/src/a.cu");
}

TEST(BuildClangCommandLineTest, StdOnlyWhenAbsent) {
  Args Cmd = buildClangCommandLine(settings(), {"-std=c++20"}, "/src/a.cu");
  EXPECT_FALSE(contains(Cmd, "-std=c++17"));
  EXPECT_TRUE(contains(Cmd, "-std=c++20"));

  ClangSettings S = settings();
  S.ExtraArgs = {"-std=c++14"};
  Cmd = buildClangCommandLine(S, {}, "/src/a.cu");
  EXPECT_FALSE(contains(Cmd, "-std=c++17"));
  S.ExtraArgs.clear();
  S.ExtraArgsBefore = {"-std=gnu++17"};
  Cmd = buildClangCommandLine(S, {}, "/src/a.cu");
  EXPECT_FALSE(contains(Cmd, "-std=c++17"));
  // -stdlib= is not a language standard.
  Cmd = buildClangCommandLine(settings(), {"-stdlib=libc++"}, "/src/a.cu");
  EXPECT_TRUE(contains(Cmd, "-std=c++17"));
}

TEST(BuildClangCommandLineTest, ArchitectureDefaultAndOverrides) {
  Args Cmd =
      buildClangCommandLine(settings(), {"--cuda-gpu-arch=sm_70"}, "/a.cu");
  EXPECT_FALSE(contains(Cmd, "--cuda-gpu-arch=sm_80"));
  EXPECT_TRUE(contains(Cmd, "--cuda-gpu-arch=sm_70"));

  Cmd = buildClangCommandLine(settings(), {"--offload-arch=sm_75"}, "/a.cu");
  EXPECT_FALSE(contains(Cmd, "--cuda-gpu-arch=sm_80"));

  // --cuda-gpu-arch given to hipify replaces the one of the compile command.
  ClangSettings S = settings();
  S.GpuArch = "sm_90";
  Cmd = buildClangCommandLine(S, {"--cuda-gpu-arch=sm_70", "-DX"}, "/a.cu");
  EXPECT_EQ(std::count_if(Cmd.begin(), Cmd.end(),
                          [](const std::string &A) {
                            return llvm::StringRef(A).starts_with(
                                "--cuda-gpu-arch=");
                          }),
            1);
  EXPECT_TRUE(contains(Cmd, "--cuda-gpu-arch=sm_90"));
  EXPECT_TRUE(contains(Cmd, "-DX"));
}

TEST(BuildClangCommandLineTest, ExtraArgumentsAroundTheFlagsSourceLast) {
  ClangSettings S = settings();
  S.CudaPath = "/opt/cuda-13";
  S.ExtraArgsBefore = {"-DBEFORE"};
  S.ExtraArgs = {"-DAFTER", "-I/extra"};
  Args Cmd = buildClangCommandLine(S, {"-DFLAG"}, "/src/a.cu");
  EXPECT_TRUE(contains(Cmd, "--cuda-path=/opt/cuda-13"));
  EXPECT_TRUE(contains(Cmd, "/opt/cuda-13/include/cccl"));
  auto Pos = [&](llvm::StringRef A) {
    return std::find(Cmd.begin(), Cmd.end(), A) - Cmd.begin();
  };
  EXPECT_LT(Pos("-Wno-unknown-cuda-version"), Pos("-DBEFORE"));
  EXPECT_LT(Pos("-DBEFORE"), Pos("-DFLAG"));
  EXPECT_LT(Pos("-DFLAG"), Pos("-DAFTER"));
  EXPECT_LT(Pos("-DAFTER"), Pos("-I/extra"));
  EXPECT_EQ(Cmd.back(), "/src/a.cu");
  EXPECT_EQ(Cmd.front(), "/usr/bin/clang++");
}

} // namespace

namespace {

// nvcc's `-maxrregcount=N` starts like clang's -m flags and is kept; clang
// then rejects the unknown argument and the file is not converted.
TEST(ClangCommandLineTest, MaxrregcountWithValueIsDropped) {
  EXPECT_EQ(translate("nvcc -maxrregcount=32 -DX -c /src/a.cu"), Args{"-DX"});
}

// `-Werror` of a clang (or gcc-style) command has no value: the flag after
// it must not be swallowed.
TEST(ClangCommandLineTest, ClangWerrorDoesNotSwallowTheNextFlag) {
  EXPECT_TRUE(contains(translate("clang++ -Werror -DX -c /src/a.cu"), "-DX"));
}

// Found by hipify-fuzz-compile-flags: a bare -D or -I from -Xcompiler took
// the next flag as its value, so that the value after it (here a flag that
// writes a file) reached clang as a flag of its own.
TEST(ClangCommandLineTest, XcompilerFlagWithoutValueIsDropped) {
  Args Dropped;
  EXPECT_EQ(translate("nvcc -Xcompiler -I,-D,-std= -D -Wp,-MD,x -c /src/a.cu",
                      &Dropped),
            (Args{"-D", "-Wp,-MD,x"}));
  EXPECT_TRUE(contains(Dropped, "-Xcompiler -I"));
  EXPECT_TRUE(contains(Dropped, "-Xcompiler -D"));
  EXPECT_TRUE(contains(Dropped, "-Xcompiler -std="));
}

// Options clang does not know (hipify-clang's own, after `--`) or whose
// value is missing would fail every parse: they are left out, each named.
TEST(ClangCommandLineTest, UnknownOptionsAreLeftOut) {
  Args Ignored;
  EXPECT_EQ(withoutUnknownOptions({"-roc", "-DX", "-I", "inc", "-fno-such",
                                   "-std=c++17", "-isystem"},
                                  Ignored),
            (Args{"-DX", "-I", "inc", "-std=c++17"}));
  EXPECT_EQ(Ignored,
            (Args{"unknown argument: '-roc'", "unknown argument: '-fno-such'",
                  "argument to '-isystem' is missing"}));
}

} // namespace

// A flag dropped takes its value with it: `-mllvm -DFOO=4` would make the
// define the backend option's value, and the next flag a stray one. nvcc's
// -G (device debug information) takes none, though clang's -G does.
TEST(ClangCommandLineTest, DroppedFlagsTakeTheirSeparateValueWithThem) {
  Args Dropped;
  EXPECT_EQ(translate("clang++ -mllvm -inline-threshold=100 -DFOO=4 "
                      "-Xlinker -DBAR -Xarch_device -DBAZ -G -DG -I/x "
                      "-c /src/a.cu",
                      &Dropped),
            (Args{"-DFOO=4", "-DG", "-I/x"}));
  EXPECT_TRUE(contains(Dropped, "-mllvm -inline-threshold=100"));
  EXPECT_TRUE(contains(Dropped, "-Xlinker -DBAR"));
  EXPECT_TRUE(contains(Dropped, "-Xarch_device -DBAZ"));
}

// clang reads the paths of include flags from the command's directory, the
// tool names the files from its own: they are made absolute from the
// command's, `..` kept.
TEST(ClangCommandLineTest, IncludePathsAreMadeAbsoluteFromTheDirectory) {
  EXPECT_EQ(translate("nvcc -I../inc -iquote q -isystem=sys "
                      "-include ../src/f.h --pre-include=g.h -imacros m.h "
                      "-I/abs -Xcompiler -Ihost -idirafter/late -c /src/a.cu"),
            (Args{"-I/build/../inc", "-iquote", "/build/q", "-isystem",
                  "/build/sys", "-include", "/build/../src/f.h", "-include",
                  "/build/g.h", "-imacros", "/build/m.h", "-I/abs",
                  "-I/build/host", "-idirafter/late"}));
}
