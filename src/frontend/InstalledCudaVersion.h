//===- InstalledCudaVersion.h - The version a CUDA installation says ------===//
#ifndef HIPIFY_FRONTEND_INSTALLEDCUDAVERSION_H
#define HIPIFY_FRONTEND_INSTALLEDCUDAVERSION_H

#include "mapping/CudaVersion.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace hipify {

/// The version of the CUDA installed at \p CudaPath: its version.json's
/// `cuda.version`, else include/cuda.h's CUDA_VERSION; nullopt when
/// neither says.
std::optional<CudaVersion> installedCudaVersion(llvm::StringRef CudaPath);

} // namespace hipify

#endif
