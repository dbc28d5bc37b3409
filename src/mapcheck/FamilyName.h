//===- FamilyName.h - The short name of a mapping family ------------------===//
#ifndef HIPIFY_MAPCHECK_FAMILYNAME_H
#define HIPIFY_MAPCHECK_FAMILYNAME_H

#include "mapping/MappingFile.h"
#include "llvm/Support/Path.h"
#include <string>

namespace hipify::mapcheck {

/// `runtime` for mappings/runtime.tsv: what --family and --require-zero use.
inline std::string familyName(const mapgen::MappingFamily &Family) {
  return llvm::sys::path::stem(Family.Path).str();
}

} // namespace hipify::mapcheck

#endif
