#include "HipccFlags.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace hipify {

namespace {

/// Flags whose value may follow as the next argument: they only name what
/// the preprocessor reads or defines.
bool takesSeparateValue(llvm::StringRef Flag) {
  return llvm::is_contained({"-I", "-isystem", "-iquote", "-idirafter", "-D",
                             "-U", "-include", "-imacros"},
                            Flag);
}

bool hasAllowedPrefix(llvm::StringRef Flag) {
  static const char *const Prefixes[] = {"-I",
                                         "-D",
                                         "-U",
                                         "-isystem",
                                         "-iquote",
                                         "-idirafter",
                                         "-include",
                                         "-imacros",
                                         "-std=",
                                         "-stdlib=",
                                         "-march=",
                                         "-mtune=",
                                         "-ferror-limit=",
                                         "-ftemplate-depth=",
                                         "-fconstexpr-depth=",
                                         "-fconstexpr-steps=",
                                         "-fbracket-depth=",
                                         "-fvisibility=",
                                         "-ffp-contract=",
                                         "-fmacro-backtrace-limit=",
                                         "-ftemplate-backtrace-limit=",
                                         "-fdiagnostics-color="};
  return llvm::any_of(Prefixes, [&](const char *P) {
    return Flag.size() > llvm::StringRef(P).size() && Flag.starts_with(P);
  });
}

/// -f<name> and -fno-<name> options that change what code means or which
/// diagnostics are printed, and nothing outside the compile.
bool isHarmlessFeature(llvm::StringRef Flag) {
  if (!Flag.consume_front("-f"))
    return false;
  Flag.consume_front("no-");
  return llvm::is_contained({"exceptions",
                             "cxx-exceptions",
                             "rtti",
                             "strict-aliasing",
                             "PIC",
                             "pic",
                             "PIE",
                             "pie",
                             "fast-math",
                             "finite-math-only",
                             "math-errno",
                             "openmp",
                             "ms-extensions",
                             "ms-compatibility",
                             "declspec",
                             "char8_t",
                             "signed-char",
                             "unsigned-char",
                             "builtin",
                             "gnu-keywords",
                             "common",
                             "color-diagnostics",
                             "diagnostics-color",
                             "omit-frame-pointer",
                             "data-sections",
                             "function-sections",
                             "inline",
                             "inline-functions",
                             "delayed-template-parsing",
                             "sized-deallocation",
                             "aligned-allocation",
                             "threadsafe-statics",
                             "operator-names",
                             "asm",
                             "short-enums",
                             "strict-enums",
                             "stack-protector",
                             "stack-protector-strong",
                             "stack-protector-all",
                             "visibility-inlines-hidden",
                             "unroll-loops",
                             "vectorize",
                             "slp-vectorize",
                             "trapping-math",
                             "honor-nans",
                             "honor-infinities",
                             "reciprocal-math",
                             "associative-math",
                             "signed-zeros",
                             "gpu-rdc",
                             "gpu-flush-denormals-to-zero"},
                            Flag);
}

/// -m<extension> and -mno-<extension> of the host's instruction set.
bool isHostInstructionSet(llvm::StringRef Flag) {
  if (!Flag.consume_front("-m"))
    return false;
  Flag.consume_front("no-");
  static const char *const Extensions[] = {
      "sse", "avx", "fma", "f16c", "popcnt", "bmi", "lzcnt", "aes", "pclmul"};
  return llvm::any_of(Extensions, [&](const char *Extension) {
    return Flag.starts_with(Extension);
  });
}

bool isAllowed(llvm::StringRef Flag) {
  if (Flag.starts_with("-W"))
    return !Flag.contains(','); // not -Wl, -Wa, -Wp: pass-throughs
  return hasAllowedPrefix(Flag) || isHarmlessFeature(Flag) ||
         isHostInstructionSet(Flag) ||
         llvm::is_contained({"-O", "-O0", "-O1", "-O2", "-O3", "-Os", "-Oz",
                             "-Og", "-Ofast", "-m64", "-w", "-pedantic",
                             "-pedantic-errors", "-ansi", "-pthread",
                             "-nostdinc", "-nostdinc++"},
                            Flag);
}

/// Flags the command line sets itself.
bool isSetByCommandLine(llvm::StringRef Flag) {
  return Flag == "-fsyntax-only" || Flag.starts_with("--offload-arch=");
}

} // namespace

std::string hipccProgram(const HipCompiler &Compiler) {
  if (!llvm::StringRef(Compiler.Path).contains('/'))
    return Compiler.Path;
  llvm::SmallString<256> Absolute(Compiler.Path);
  llvm::sys::fs::make_absolute(Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute);
}

std::vector<std::string> hipccCommandLine(const HipCompiler &Compiler,
                                          llvm::ArrayRef<std::string> Flags,
                                          const std::string &Source,
                                          std::vector<std::string> *Dropped) {
  std::vector<std::string> Args = {hipccProgram(Compiler), "-x", "hip",
                                   "--offload-arch=" + Compiler.OffloadArch,
                                   "-fsyntax-only"};
  for (size_t I = 0; I < Flags.size(); ++I) {
    llvm::StringRef Flag = Flags[I];
    if (Flag == "-x") {
      ++I;
      continue;
    }
    if (isSetByCommandLine(Flag) || Flag == Source)
      continue;
    if (takesSeparateValue(Flag) && I + 1 < Flags.size()) {
      Args.push_back(Flag.str());
      Args.push_back(Flags[++I]);
      continue;
    }
    if (Flag.starts_with("-") && isAllowed(Flag))
      Args.push_back(Flag.str());
    else if (Dropped && !llvm::is_contained(*Dropped, Flag))
      Dropped->push_back(Flag.str());
  }
  Args.push_back(Source);
  return Args;
}

} // namespace hipify
