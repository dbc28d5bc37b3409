//===- FamilyEntries.h - A mapping table's entries, by family -------------===//
#ifndef HIPIFY_GENERATORS_FAMILYENTRIES_H
#define HIPIFY_GENERATORS_FAMILYENTRIES_H

#include "mapping/MappingTable.h"
#include <string>
#include <vector>

namespace hipify {

/// The entries of one mappings/*.tsv file, sorted by CUDA name.
struct FamilyEntries {
  std::string Name; ///< the file's stem: `runtime`, `blas`...
  std::string Api;  ///< its statistics API name: `CUDA RT API`...
  std::vector<const MappingEntry *> Entries;
};

/// The table's families, in name order.
std::vector<FamilyEntries> entriesByFamily(const MappingTable &Table);

} // namespace hipify

#endif
