//===- CudaVersion.h - A CUDA release, as version.json and the tables say -===//
#ifndef HIPIFY_MAPPING_CUDAVERSION_H
#define HIPIFY_MAPPING_CUDAVERSION_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <tuple>

namespace hipify {

struct CudaVersion {
  unsigned Major = 0, Minor = 0;
  /// `X.Y` (the tables' added= and removed=); nullopt for anything else.
  static std::optional<CudaVersion> parse(llvm::StringRef Text);
  std::string str() const;
  friend bool operator<(CudaVersion A, CudaVersion B) {
    return std::tie(A.Major, A.Minor) < std::tie(B.Major, B.Minor);
  }
};

/// The CUDA the mapping tables were checked against (their headers).
inline constexpr CudaVersion TablesCudaVersion{13, 0};

} // namespace hipify

#endif
