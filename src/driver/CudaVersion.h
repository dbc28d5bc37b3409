//===- CudaVersion.h - The version of the CUDA installation used ----------===//
#ifndef HIPIFY_DRIVER_CUDAVERSION_H
#define HIPIFY_DRIVER_CUDAVERSION_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <tuple>

namespace hipify {

struct CudaVersion {
  unsigned Major = 0, Minor = 0;
  std::string str() const;
  friend bool operator<(CudaVersion A, CudaVersion B) {
    return std::tie(A.Major, A.Minor) < std::tie(B.Major, B.Minor);
  }
};

/// The CUDA the mapping tables were checked against (their headers).
inline constexpr CudaVersion TablesCudaVersion{13, 0};

/// The version of the CUDA installed at \p CudaPath: its version.json's
/// `cuda.version`, else include/cuda.h's CUDA_VERSION; nullopt when
/// neither says.
std::optional<CudaVersion> installedCudaVersion(llvm::StringRef CudaPath);

/// Warns on \p Err when the CUDA at \p CudaPath is newer than the tables':
/// the names it added are unknown to them (reported, never converted).
void warnAboutCudaVersion(llvm::StringRef CudaPath, llvm::raw_ostream &Err);

} // namespace hipify

#endif
