//===- CudaVersion.h - The version of the CUDA installation used ----------===//
#ifndef HIPIFY_DRIVER_CUDAVERSION_H
#define HIPIFY_DRIVER_CUDAVERSION_H

#include "frontend/InstalledCudaVersion.h"
#include "mapping/CudaVersion.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify {

/// Warns on \p Err when the CUDA at \p CudaPath is newer than the tables':
/// the names it added are unknown to them (reported, never converted).
/// Warns when \p Installed, the version of the CUDA at \p CudaPath, is newer
/// than the one the tables were checked against.
void warnAboutCudaVersion(llvm::StringRef CudaPath,
                          std::optional<CudaVersion> Installed,
                          llvm::raw_ostream &Err);

} // namespace hipify

#endif
