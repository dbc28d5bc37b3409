//===- EntryExtras.h - Fields of the builtin table few readers need -------===//
//
// `roc-why=` and `amap=` are read only where the table is chosen for a run
// (TableChoices.cpp), so they are kept beside the entries rather than in
// MappingEntry, which every rule includes.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_ENTRYEXTRAS_H
#define HIPIFY_MAPPING_ENTRYEXTRAS_H

#include "hipify/MappingTable.h"

namespace hipify {

struct EntryExtras {
  const char *CudaName;
  MappingKind Kind;
  /// Why --roc reports an entry of a roc family that has no roc name.
  const char *RocWhy;
  /// What --amap writes for an entry HIP lacks, instead of the CUDA prefix
  /// made HIP's.
  const char *AmapName;
};

/// The extras of the builtin entry named \p CudaName of kind \p Kind, or
/// null when it has none.
const EntryExtras *builtinEntryExtras(llvm::StringRef CudaName,
                                      MappingKind Kind);

} // namespace hipify

#endif
