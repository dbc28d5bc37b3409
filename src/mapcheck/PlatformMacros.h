//===- PlatformMacros.h - Which macros each of HIP's platforms defines ----===//
//
// HIP runs on AMD GPUs (its own headers, hip/amd_detail) and on NVIDIA GPUs
// (hipother's hip/nvidia_detail, over CUDA's headers). A macro the
// translator writes into a preprocessor condition must be defined on both,
// or the condition silently differs on one. What each platform defines:
//   AMD:    the macros of the hip-api lists (HIP 6.3 and its libraries), the
//           `#define`s the installed HIP headers make for AMD (the lists
//           leave include guards out), and what its compilers predefine;
//   NVIDIA: hip-nvidia-macros.txt (HIP's runtime headers on NVIDIA: HIP's
//           own macros and the CUDA guards they bring in), and the
//           `#define`s that the HIP headers the platform shares (library
//           headers such as hipfft/hipfft.h: `#! nvidia-headers:`) make for
//           NVIDIA.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_PLATFORMMACROS_H
#define HIPIFY_MAPCHECK_PLATFORMMACROS_H

#include "PlatformConditionals.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <string>

namespace hipify::mapcheck {

/// The macros of installed headers for one platform. A header installed in
/// several roots (ROCm 6.4, Debian's HIP 5.2) defines a macro only if every
/// copy does: a guard renamed between versions (`_HIPSPARSE_H_` in 5.2,
/// `HIPSPARSE_H` in 6.4) holds in neither.
class HeaderMacros {
public:
  explicit HeaderMacros(HipPlatform Platform) : Platform(Platform) {}
  /// Every file under `<root>/<Dir>` of each root.
  void addTrees(llvm::ArrayRef<std::string> Roots,
                llvm::ArrayRef<std::string> Dirs);
  /// `<root>/<Path>` of each root that has it; false when none does.
  bool addHeader(llvm::ArrayRef<std::string> Roots, llvm::StringRef Path);
  bool defines(llvm::StringRef Macro) const;

private:
  void addFile(llvm::StringRef File, llvm::StringRef Path);

  HipPlatform Platform;
  llvm::StringMap<llvm::StringSet<>> ByPath;
};

class PlatformMacros {
public:
  PlatformMacros()
      : AmdHeaders(HipPlatform::Amd), NvidiaHeaders(HipPlatform::Nvidia) {}

  /// Reads the `*.txt` lists of \p Directory.
  llvm::Error addNameLists(llvm::StringRef Directory);
  HeaderMacros &amdHeaders() { return AmdHeaders; }
  HeaderMacros &nvidiaHeaders() { return NvidiaHeaders; }
  void addAmdPredefined(llvm::StringRef Macro) { AmdPredefined.insert(Macro); }

  bool definedOn(HipPlatform Platform, llvm::StringRef Name) const;
  /// The AMD lists have \p Name, and not as a macro (a function, a type):
  /// a test of it is false on both platforms alike.
  bool declaredOnAmdAsNoMacro(llvm::StringRef Name) const;

private:
  llvm::StringSet<> AmdListMacros, AmdListOthers, NvidiaListMacros,
      AmdPredefined;
  HeaderMacros AmdHeaders, NvidiaHeaders;
};

} // namespace hipify::mapcheck

#endif
