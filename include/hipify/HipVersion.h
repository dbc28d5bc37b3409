//===- HipVersion.h - A HIP release, as the mappings and --hip-version say ===//
#ifndef HIPIFY_HIPVERSION_H
#define HIPIFY_HIPVERSION_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <tuple>

namespace hipify {

struct HipVersion {
  unsigned Major = 0, Minor = 0;

  /// `X.Y`; nullopt for anything else.
  static std::optional<HipVersion> parse(llvm::StringRef Text);
  std::string str() const;

  friend bool operator<(HipVersion A, HipVersion B) {
    return std::tie(A.Major, A.Minor) < std::tie(B.Major, B.Minor);
  }
  friend bool operator==(HipVersion A, HipVersion B) {
    return A.Major == B.Major && A.Minor == B.Minor;
  }
};

/// The HIP whose name lists the mapping targets are checked against.
inline constexpr HipVersion NewestCheckedHip{6, 3};
/// The HIP the test suite compiles every output with (Debian's ROCm 6.4):
/// the default --hip-version. Entries with a newer `hip=` are left out of it.
inline constexpr HipVersion DefaultHipTarget{6, 4};
/// The oldest HIP the mappings are checked against (Debian's headers): a
/// target without `hip=` exists there.
inline constexpr HipVersion OldestCheckedHip{5, 2};

} // namespace hipify

#endif
