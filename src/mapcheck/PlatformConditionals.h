//===- PlatformConditionals.h - What a HIP header defines per platform ----===//
//
// HIP's headers are one set of files for both of HIP's platforms: a header
// picks its AMD or NVIDIA branch with `#if defined(__HIP_PLATFORM_AMD__)` and
// the like. Reading a header for one platform, without a compiler (the other
// platform's headers and CUDA's may be absent), is reading its `#define`s in
// the branches that platform takes.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_PLATFORMCONDITIONALS_H
#define HIPIFY_MAPCHECK_PLATFORMCONDITIONALS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

namespace hipify::mapcheck {

enum class HipPlatform { Amd, Nvidia };

/// "AMD" or "NVIDIA".
llvm::StringRef platformName(HipPlatform Platform);

/// The macros \p HeaderText `#define`s (and does not `#undef` after) for
/// \p Platform. A conditional on the platform macros (`__HIP_PLATFORM_AMD__`,
/// `__HIP_PLATFORM_NVIDIA__`, their old `_HCC__`/`_NVCC__` names, the
/// compilers' `__HIP__`, `__NVCC__`, `__CUDA__`) and on the macros the header
/// defines under such a conditional (hipCUB's `HIPCUB_ROCPRIM_API`) is
/// evaluated; a branch whose condition on them cannot be evaluated is taken
/// as not taken. A conditional on nothing of the platform (`__cplusplus`,
/// the header's own guard, a user's option) is the same on both platforms,
/// and each of its branches counts as taken.
llvm::StringSet<> macrosDefinedFor(llvm::StringRef HeaderText,
                                   HipPlatform Platform);

} // namespace hipify::mapcheck

#endif
