//===- FamilyName.h - A mapping family's short name, and whether checked ---===//
#ifndef HIPIFY_MAPCHECK_FAMILYNAME_H
#define HIPIFY_MAPCHECK_FAMILYNAME_H

#include "mapping/MappingFile.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace hipify::mapcheck {

/// `runtime` for mappings/runtime.tsv: what --family and --require-zero use.
inline std::string familyName(const mapgen::MappingFamily &Family) {
  return llvm::sys::path::stem(Family.Path).str();
}

/// Whether the checks of HIP names skip \p Family (`#! targets-outside-hip:`);
/// says so, with the reason, on \p OS.
inline bool skippedAsOutsideHip(const mapgen::MappingFamily &Family,
                                llvm::raw_ostream &OS) {
  if (Family.TargetsOutsideHip.empty())
    return false;
  OS << "note: " << familyName(Family) << ": not checked: "
     << Family.TargetsOutsideHip << "\n";
  return true;
}

} // namespace hipify::mapcheck

#endif
