//===- NameIndex.h - A hash index over a table sorted by name -------------===//
//
// The mapping table is looked up at every CUDA macro expansion and
// declaration reference, so by hash. The generator builds the index of the
// built-in table at build time (a run of the tool starts with it ready);
// hand-made tables build theirs with the same function.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_NAMEINDEX_H
#define HIPIFY_MAPPING_NAMEINDEX_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <vector>

namespace hipify {

/// One name's adjacent entries in the sorted table; Count 0: an empty slot.
struct NameRun {
  uint32_t First = 0;
  uint32_t Count = 0;
};

/// FNV-1a: the same value at build time and at run time, on every host.
inline uint32_t nameHash(llvm::StringRef Name) {
  uint32_t Hash = 2166136261u;
  for (unsigned char C : Name)
    Hash = (Hash ^ C) * 16777619u;
  return Hash;
}

/// Open addressing with linear probing over a power-of-two number of
/// slots, at most half of them used.
std::vector<NameRun> buildNameIndex(llvm::ArrayRef<llvm::StringRef> SortedNames);

/// The run of \p Name, Count 0 if it has none. \p NameAt(I): the name of
/// the table's entry I.
template <typename NameAtFn>
NameRun findNameRun(llvm::ArrayRef<NameRun> Slots, llvm::StringRef Name,
                    NameAtFn NameAt) {
  if (Slots.empty())
    return {};
  size_t Mask = Slots.size() - 1;
  for (size_t Slot = nameHash(Name) & Mask;; Slot = (Slot + 1) & Mask) {
    const NameRun &Run = Slots[Slot];
    if (Run.Count == 0 || NameAt(Run.First) == Name)
      return Run;
  }
}

} // namespace hipify

#endif // HIPIFY_MAPPING_NAMEINDEX_H
