//===- CompileFlagsFuzzer.cpp - nvcc command lines translated for clang ---===//
//
// The input is a command line, one argument per line. Whatever it holds, the
// clang command built from it never carries a flag that loads code or writes
// files (except as the value of -D, -I... where clang reads it as text).
//
//===----------------------------------------------------------------------===//
#include "conversion/ClangCommandLine.h"

#include "llvm/ADT/StringSwitch.h"
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

static bool takesValue(llvm::StringRef Flag) {
  return llvm::StringSwitch<bool>(Flag)
      .Cases({"-I", "-D", "-U", "-isystem", "-iquote", "-idirafter", "-include",
              "-imacros", "-resource-dir", "-x"},
             true)
      .Default(false);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  llvm::SmallVector<llvm::StringRef, 16> Lines;
  Text.split(Lines, '\n');
  std::vector<std::string> Command = {"nvcc"};
  for (llvm::StringRef L : Lines)
    Command.push_back(L.str());
  std::vector<std::string> Dropped;
  std::vector<std::string> Flags = hipify::translateCompileFlags(
      Command, "/fuzz/src/a.cu", "/fuzz/build", &Dropped);
  hipify::ClangSettings Settings;
  std::vector<std::string> Clang =
      hipify::buildClangCommandLine(Settings, Flags, "/fuzz/src/a.cu");
  for (size_t I = 1; I + 1 < Clang.size(); ++I) {
    if (takesValue(Clang[I])) {
      ++I;
      continue;
    }
    if (hipify::loadsCodeOrWritesFiles(Clang[I])) {
      fprintf(stderr, "passed on to clang: '%s'\n", Clang[I].c_str());
      abort();
    }
  }
  return 0;
}
