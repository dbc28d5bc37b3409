#include "conversion/ClangCommandLine.h"

#include "clang/Options/Options.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/StringSaver.h"

namespace hipify {
namespace {

/// nvcc flags that take a separate value and mean nothing to a host parse
/// (and clang's -mllvm, whose value is the backend's).
bool isDroppedFlagWithValue(llvm::StringRef Flag) {
  return llvm::StringSwitch<bool>(Flag)
      .Cases({"-o",
              "-mllvm",
              "-MF",
              "-MT",
              "-MQ",
              "-ccbin",
              "--compiler-bindir",
              "-Xptxas",
              "--ptxas-options",
              "-Xnvlink",
              "--nvlink-options",
              "-Xfatbin",
              "--fatbin-options",
              "-Xcudafe",
              "-Xarchive",
              "--threads",
              "-t",
              "--default-stream",
              "-default-stream",
              "-maxrregcount",
              "--maxrregcount",
              "-code",
              "--gpu-code",
              "-gencode",
              "--generate-code",
              "-arch",
              "--gpu-architecture",
              "-x",
              "-split-compile",
              "--split-compile",
              "-diag-suppress",
              "--diag-suppress",
              "-keep-dir",
              "--keep-dir",
              "-odir",
              "--output-directory",
              "--dependency-output"},
             true)
      .Default(false);
}

} // namespace

bool loadsCodeOrWritesFiles(llvm::StringRef Flag) {
  static const char *const Prefixes[] = {"-fplugin",
                                         "-fpass-plugin",
                                         "-Xclang",
                                         "-B",
                                         "--driver-mode",
                                         "-fprofile-",
                                         "-ftime-trace",
                                         "-fcrash-diag",
                                         "-fmodules",
                                         "-fmodule-",
                                         "-fimplicit-module",
                                         "-fprebuilt-module",
                                         "-fsave-optimization-record",
                                         "-foptimization-record",
                                         "-Wp,",
                                         "-save-temps",
                                         "--save-temps",
                                         "-fcoverage-",
                                         "-fdump-",
                                         "-fdebug-compilation-dir"};
  for (const char *P : Prefixes)
    if (Flag.starts_with(P))
      return true;
  return false;
}

namespace {

/// Flags kept for clang: preprocessor, language and warning flags, and the
/// CUDA flags clang itself understands.
bool isKeptFlag(llvm::StringRef Flag) {
  static const char *const Prefixes[] = {
      "-I",         "-D",       "-U",
      "-std=",      "-f",       "-W",
      "-O",         "-g",       "--cuda-",
      "-isystem",   "-iquote",  "-idirafter",
      "-include",   "-imacros", "-m",
      "-nocudainc", "-pthread", "--offload-arch=",
      "-nogpulib"};
  for (const char *P : Prefixes)
    if (Flag.starts_with(P))
      return true;
  return false;
}

/// Whether \p Flag is one of clang's -X flags that read the argument after
/// them as their value (-Xlinker, -Xarch_device, ...): dropped, it drops
/// its value with it, lest the value be read as a flag. Only -X flags: a
/// flag nvcc reads alone may be one clang gives a value (nvcc's -G).
bool clangTakesNextArgument(llvm::StringRef Flag) {
  if (!Flag.starts_with("-X"))
    return false;
  std::string Spelled = Flag.str();
  const char *Argv[] = {Spelled.c_str()};
  unsigned MissingIndex = 0, MissingCount = 0;
  clang::getDriverOptTable().ParseArgs(
      Argv, MissingIndex, MissingCount,
      llvm::opt::Visibility(clang::options::ClangOption));
  return MissingCount > 0;
}

bool takesSeparateValue(llvm::StringRef Flag) {
  return llvm::StringSwitch<bool>(Flag)
      .Cases({"-I", "-D", "-U", "-isystem", "-iquote", "-idirafter", "-include",
              "-imacros"},
             true)
      .Default(false);
}

/// Flags whose value is a path (a directory searched, a file included
/// first), longest first among those one starts another.
constexpr llvm::StringLiteral PathFlags[] = {
    "-isystem", "-iquote", "-idirafter", "-include", "-imacros", "-I"};

bool takesPath(llvm::StringRef Flag) {
  return llvm::is_contained(PathFlags, Flag);
}

/// nvcc's long spellings of the preprocessor flags clang knows by their
/// short name.
llvm::StringRef clangSpellingOf(llvm::StringRef NvccFlag) {
  return llvm::StringSwitch<llvm::StringRef>(NvccFlag)
      .Case("--include-path", "-I")
      .Case("--system-include", "-isystem")
      .Case("--pre-include", "-include")
      .Case("--define-macro", "-D")
      .Case("--undefine-macro", "-U")
      .Default(NvccFlag);
}

/// nvcc writes any flag's value after `=` as well as after a space; CMake's
/// nvcc rules use `-isystem=<dir>`, which clang would read as a directory
/// relative to the sysroot. Returns the clang flag and its value, or an
/// empty flag when \p Arg is not such a spelling.
std::pair<llvm::StringRef, llvm::StringRef>
splitValueAfterEquals(llvm::StringRef Arg) {
  auto [Name, Value] = Arg.split('=');
  if (!Arg.contains('=') || Name == "-D" || Name == "-U")
    return {};
  llvm::StringRef Clang = clangSpellingOf(Name);
  if (!takesSeparateValue(Clang))
    return {};
  return {Clang, Value};
}

std::string gpuArchFrom(llvm::StringRef Value) {
  static const llvm::Regex Arch("(sm|compute)_([0-9]+[a-z]?)");
  llvm::SmallVector<llvm::StringRef, 3> M;
  if (Arch.match(Value, &M))
    return "--cuda-gpu-arch=sm_" + M[2].str();
  return "";
}

class FlagTranslator {
public:
  FlagTranslator(llvm::StringRef Source, llvm::StringRef Directory,
                 std::vector<std::string> *Dropped)
      : Source(Source), Directory(Directory), Dropped(Dropped) {}

  void translate(llvm::ArrayRef<std::string> Args, int Depth = 0) {
    for (size_t I = 0; I < Args.size(); ++I) {
      llvm::StringRef A = Args[I];
      auto next = [&]() -> llvm::StringRef {
        return I + 1 < Args.size() ? llvm::StringRef(Args[++I]) : "";
      };
      if (isSource(A) || A == "-c" || A == "-MD" || A == "-MMD")
        continue;
      if (A == "-Xclang") {
        drop(A.str() + " " + next().str());
        continue;
      }
      if (A == "--options-file" || A == "-optf") {
        readOptionsFile(next(), Depth);
        continue;
      }
      if (A.consume_front("--options-file=")) {
        readOptionsFile(A, Depth);
        continue;
      }
      if (A == "-rdc=true" || A == "--relocatable-device-code=true" ||
          A == "-dc" || A == "--device-c") {
        Out.push_back("-fgpu-rdc");
        continue;
      }
      if (A == "-Xcompiler" || A == "--compiler-options") {
        hostFlags(next());
        continue;
      }
      if (A.consume_front("-Xcompiler=") ||
          A.consume_front("--compiler-options=")) {
        hostFlags(A);
        continue;
      }
      if (A == "-std" || A == "--std") {
        Out.push_back("-std=" + next().str());
        continue;
      }
      if (A.consume_front("--std=")) {
        Out.push_back("-std=" + A.str());
        continue;
      }
      auto [Name, Value] = A.split('=');
      if (Name == "-arch" || Name == "--gpu-architecture" ||
          Name == "-gencode" || Name == "--generate-code" || Name == "-code" ||
          Name == "--gpu-code") {
        llvm::StringRef V = Value.empty() && !A.contains('=') ? next() : Value;
        if (Arch.empty())
          Arch = gpuArchFrom(V);
        continue;
      }
      if (isDroppedFlagWithValue(A)) {
        drop(A.str() + " " + next().str());
        continue;
      }
      if (auto [Flag, Value] = splitValueAfterEquals(A); !Flag.empty()) {
        Out.push_back(Flag.str());
        Out.push_back(valueOf(Flag, Value));
        continue;
      }
      if (llvm::StringRef Flag = clangSpellingOf(A); takesSeparateValue(Flag)) {
        Out.push_back(Flag.str());
        Out.push_back(valueOf(Flag, next()));
        continue;
      }
      if (isKeptFlag(A) && !isNvccOnly(A) && !loadsCodeOrWritesFiles(A)) {
        Out.push_back(withAbsolutePath(A));
        continue;
      }
      if (clangTakesNextArgument(A))
        drop(A.str() + " " + next().str());
      else
        drop(A.str());
    }
  }

  std::vector<std::string> result() {
    bool HasArch = false;
    for (const std::string &F : Out)
      HasArch |= llvm::StringRef(F).starts_with("--cuda-gpu-arch=");
    if (!HasArch && !Arch.empty())
      Out.push_back(Arch);
    return std::move(Out);
  }

private:
  static bool isNvccOnly(llvm::StringRef A) {
    // nvcc spellings that start like clang flags.
    // -Werror is dropped too: a warning must not stop a conversion.
    return A.starts_with("-forward-unknown-to-host") || A == "-Werror" ||
           A.starts_with("-maxrregcount") ||
           A.starts_with("--forward-unknown") || A.starts_with("-Werror=all") ||
           A == "-fmad=true" || A == "-fmad=false" || A.starts_with("-ftz=") ||
           A.starts_with("-fmad");
  }

  bool isSource(llvm::StringRef A) const {
    if (A == Source)
      return true;
    llvm::SmallString<256> Abs(A);
    llvm::sys::path::make_absolute(Directory, Abs);
    llvm::sys::path::remove_dots(Abs, true);
    return Abs == Source;
  }

  void hostFlags(llvm::StringRef List) {
    llvm::SmallVector<llvm::StringRef, 4> Parts;
    List.split(Parts, ',', -1, false);
    for (llvm::StringRef P : Parts) {
      // Only with their value attached: a bare -D would take the next
      // flag as its value, and make the value after it a flag.
      if ((P.starts_with("-D") || P.starts_with("-I") || P.starts_with("-U") ||
           P.starts_with("-std=")) &&
          P != "-D" && P != "-I" && P != "-U" && P != "-std=")
        Out.push_back(withAbsolutePath(P));
      else
        drop(("-Xcompiler " + P).str());
    }
  }

  void readOptionsFile(llvm::StringRef Path, int Depth) {
    llvm::SmallString<256> Abs(Path);
    llvm::sys::path::make_absolute(Directory, Abs);
    auto Buffer = llvm::MemoryBuffer::getFile(Abs);
    if (!Buffer || Depth > 4) {
      drop(("--options-file " + Path).str());
      return;
    }
    llvm::BumpPtrAllocator Alloc;
    llvm::StringSaver Saver(Alloc);
    llvm::SmallVector<const char *, 16> Tokens;
    llvm::cl::TokenizeGNUCommandLine((*Buffer)->getBuffer(), Saver, Tokens);
    std::vector<std::string> Args(Tokens.begin(), Tokens.end());
    translate(Args, Depth + 1);
  }

  // clang reads the paths of these flags from the command's directory; the
  // tool names the files they reach from its own (a header forced in with
  // `-include ../x.h` was classified, from there, as outside the project):
  // they are made absolute. `..` is kept, which a link may make mean
  // another directory.
  std::string absolute(llvm::StringRef Path) const {
    llvm::SmallString<256> Abs(Path);
    if (Path.empty())
      return "";
    llvm::sys::path::make_absolute(Directory, Abs);
    llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/false);
    return std::string(Abs);
  }

  /// The value of the separate-value flag \p Flag.
  std::string valueOf(llvm::StringRef Flag, llvm::StringRef Value) const {
    return takesPath(Flag) ? absolute(Value) : Value.str();
  }

  /// \p Arg, a path flag with its value joined made absolute.
  std::string withAbsolutePath(llvm::StringRef Arg) const {
    for (llvm::StringRef Flag : PathFlags)
      if (Arg.size() > Flag.size() && Arg.starts_with(Flag))
        return Flag.str() + absolute(Arg.drop_front(Flag.size()));
    return Arg.str();
  }

  void drop(std::string Flag) {
    if (Dropped)
      Dropped->push_back(std::move(Flag));
  }

  llvm::StringRef Source, Directory;
  std::vector<std::string> *Dropped;
  std::vector<std::string> Out;
  std::string Arch;
};

} // namespace

std::vector<std::string>
translateCompileFlags(llvm::ArrayRef<std::string> Command,
                      llvm::StringRef SourceFile, llvm::StringRef Directory,
                      std::vector<std::string> *Dropped) {
  FlagTranslator T(SourceFile, Directory, Dropped);
  T.translate(Command.empty() ? Command : Command.drop_front());
  return T.result();
}

std::vector<std::string>
withoutUnknownOptions(llvm::ArrayRef<std::string> Flags,
                      std::vector<std::string> &Ignored) {
  std::vector<const char *> Argv;
  for (const std::string &F : Flags)
    Argv.push_back(F.c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  llvm::opt::InputArgList Args = clang::getDriverOptTable().ParseArgs(
      Argv, MissingIndex, MissingCount,
      llvm::opt::Visibility(clang::options::ClangOption));
  // Each option spans the arguments up to the next one's index.
  std::vector<bool> Starts(Flags.size(), false), Dropped(Flags.size(), false);
  for (const llvm::opt::Arg *A : Args)
    Starts[A->getIndex()] = true;
  auto dropFrom = [&](unsigned Index) {
    Dropped[Index] = true;
    for (unsigned I = Index + 1; I < Flags.size() && !Starts[I]; ++I)
      Dropped[I] = true;
  };
  for (const llvm::opt::Arg *A : Args) {
    const llvm::opt::Option &O = A->getOption();
    std::string Spelled = A->getAsString(Args);
    if (O.getID() == clang::options::OPT_UNKNOWN)
      Ignored.push_back("unknown argument: '" + Spelled + "'");
    else if (O.hasFlag(clang::options::Unsupported))
      Ignored.push_back("unsupported option '" + Spelled + "'");
    else
      continue;
    dropFrom(A->getIndex());
  }
  if (MissingCount) {
    Ignored.push_back("argument to '" + Flags[MissingIndex] + "' is missing");
    Dropped[MissingIndex] = true;
  }
  std::vector<std::string> Kept;
  for (size_t I = 0; I < Flags.size(); ++I)
    if (!Dropped[I])
      Kept.push_back(Flags[I]);
  return Kept;
}

std::vector<std::string>
buildClangCommandLine(const ClangSettings &Settings,
                      llvm::ArrayRef<std::string> Flags,
                      llvm::StringRef Source) {
  auto hasFlag = [&](llvm::StringRef Prefix) {
    auto Has = [&](const std::vector<std::string> &V) {
      for (const std::string &F : V)
        if (llvm::StringRef(F).starts_with(Prefix))
          return true;
      return false;
    };
    std::vector<std::string> FlagVector(Flags.begin(), Flags.end());
    return Has(FlagVector) || Has(Settings.ExtraArgs) ||
           Has(Settings.ExtraArgsBefore);
  };

  std::vector<std::string> Cmd = {Settings.ClangPath, "-x", "cuda",
                                  "--cuda-host-only", "-fsyntax-only"};
  Cmd.push_back("--cuda-path=" + Settings.CudaPath);
  if (!Settings.ResourceDir.empty()) {
    Cmd.push_back("-resource-dir");
    Cmd.push_back(Settings.ResourceDir);
  }
  if (!Settings.GpuArch.empty())
    Cmd.push_back("--cuda-gpu-arch=" + Settings.GpuArch);
  else if (!hasFlag("--cuda-gpu-arch=") && !hasFlag("--offload-arch="))
    Cmd.push_back("--cuda-gpu-arch=sm_80");
  if (!hasFlag("-std="))
    Cmd.push_back("-std=c++17");
  Cmd.push_back("-isystem");
  Cmd.push_back(Settings.CudaPath + "/include/cccl");
  Cmd.push_back("-Wno-unknown-cuda-version");
  // nvcc accepts `register` in C++17 (clang: an error by default), and
  // kernels launched from device code, which clang parses only in
  // relocatable-device-code mode. Both change nothing else in a host-only
  // parse (and cost no measurable time), and come before the user's flags,
  // which may undo them.
  Cmd.push_back("-Wno-register");
  Cmd.push_back("-fgpu-rdc");
  Cmd.insert(Cmd.end(), Settings.ExtraArgsBefore.begin(),
             Settings.ExtraArgsBefore.end());
  for (const std::string &F : Flags)
    if (Settings.GpuArch.empty() ||
        !llvm::StringRef(F).starts_with("--cuda-gpu-arch="))
      Cmd.push_back(F);
  Cmd.insert(Cmd.end(), Settings.ExtraArgs.begin(), Settings.ExtraArgs.end());
  Cmd.push_back(Source.str());
  return Cmd;
}

} // namespace hipify
