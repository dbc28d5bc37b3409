//===- HipVersionCheck.h - Does hip=X.Y agree with the HIP name lists? ----===//
//
// `hip=X.Y` says which HIP added an entry's target; without it, the target
// is taken to exist in the oldest HIP checked (Debian's 5.2), and the
// translator emits it for every --hip-version. For the HIP runtime's own
// names (hip-runtime.txt, HIP 6.3) this is checked against Debian's HIP 5.2
// list (hip-runtime-debian5.2.txt): a name 5.2 lacks needs a `hip=` newer
// than 5.2, a name 5.2 has needs none, and an `older=` name must be in 5.2.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_HIPVERSIONCHECK_H
#define HIPIFY_MAPCHECK_HIPVERSIONCHECK_H

#include "HipApiIndex.h"
#include "mapping/MappingFile.h"

namespace hipify::mapcheck {

/// \p R's `hip=` is newer than the HIP the name lists describe (6.3): its
/// target cannot be checked against them.
bool needsNewerHip(const mapgen::MappingRecord &R);

class HipVersionCheck {
public:
  /// Reads the two runtime lists from \p Directory; when either is missing
  /// the check is off.
  llvm::Error load(llvm::StringRef Directory);
  bool enabled() const { return Enabled; }

  /// What is wrong with \p R's `hip=`/`older=`, or an empty string.
  std::string problem(const mapgen::MappingRecord &R) const;

private:
  std::string problemWithName(const mapgen::MappingRecord &R,
                              llvm::StringRef HipName) const;

  HipApiIndex Newest, Oldest;
  bool Enabled = false;
};

} // namespace hipify::mapcheck

#endif
