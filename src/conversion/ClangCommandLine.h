//===- ClangCommandLine.h - From user/compile-database flags to clang -----===//
#ifndef HIPIFY_CONVERSION_CLANGCOMMANDLINE_H
#define HIPIFY_CONVERSION_CLANGCOMMANDLINE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// What the user told us about how to parse CUDA.
struct ClangSettings {
  std::string ClangPath = "clang++";
  std::string CudaPath;
  std::string ResourceDir;
  std::string GpuArch; ///< empty: from the flags, else sm_80
  std::vector<std::string> ExtraArgsBefore;
  std::vector<std::string> ExtraArgs; ///< -I/-D/--extra-arg and after `--`
};

/// Whether \p Flag (as dropped by translateCompileFlags) would make clang
/// load code (`-fplugin=`, `-Xclang -load`, `-B`) or write files
/// (`-fprofile-*`, `-ftime-trace`, module caches, `-Wp,-MD,…`): never passed
/// on, and always reported, since a compile database is not trusted. The
/// outputs of every build (`-o`, `-MD`, `-MF`) are dropped quietly.
bool loadsCodeOrWritesFiles(llvm::StringRef Flag);

/// The flags of a compile command (as a compile database stores it, for nvcc
/// or clang) that matter to a host-side parse, translated for clang: nvcc's
/// own flags are translated (`-rdc=true` -> `-fgpu-rdc`, `-arch=sm_70` ->
/// `--cuda-gpu-arch=sm_70`, `--options-file f` is read) or dropped
/// (`--expt-relaxed-constexpr`, `-gencode …`, `-ccbin …`, `-Xcompiler` flags
/// that are not -D/-I/-U/-std). The compiler, the source, -c and -o go.
/// Dropped flags are appended to \p Dropped.
std::vector<std::string>
translateCompileFlags(llvm::ArrayRef<std::string> Command,
                      llvm::StringRef SourceFile, llvm::StringRef Directory,
                      std::vector<std::string> *Dropped = nullptr);

/// \p Flags without the options clang's driver does not know or does not
/// support (`-roc`, a hipify-clang option written after `--`), nor an option
/// whose value is missing, which would stop every parse: each is described
/// in \p Ignored (`unknown argument: '-roc'`), as clang words it.
std::vector<std::string>
withoutUnknownOptions(llvm::ArrayRef<std::string> Flags,
                      std::vector<std::string> &Ignored);

/// The complete clang command line for \p Source (argv[0] first, source
/// last): `-x cuda --cuda-host-only`, the user's flags, and what CUDA 13
/// needs unless the user chose otherwise (-std=c++17, --cuda-gpu-arch=sm_80,
/// -isystem <cuda>/include/cccl, -Wno-unknown-cuda-version, the resource
/// directory, --cuda-path).
std::vector<std::string>
buildClangCommandLine(const ClangSettings &Settings,
                      llvm::ArrayRef<std::string> Flags,
                      llvm::StringRef Source);

} // namespace hipify

#endif
