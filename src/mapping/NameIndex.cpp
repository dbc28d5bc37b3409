#include "mapping/NameIndex.h"

#include "llvm/Support/MathExtras.h"

namespace hipify {

std::vector<NameRun>
buildNameIndex(llvm::ArrayRef<llvm::StringRef> SortedNames) {
  std::vector<NameRun> Runs;
  for (uint32_t I = 0; I < SortedNames.size(); ++I) {
    if (!Runs.empty() && SortedNames[Runs.back().First] == SortedNames[I])
      ++Runs.back().Count;
    else
      Runs.push_back({I, 1});
  }
  // Empty slots end every probe: half of them stay empty.
  std::vector<NameRun> Slots(llvm::PowerOf2Ceil(2 * Runs.size() + 1));
  size_t Mask = Slots.size() - 1;
  for (const NameRun &Run : Runs) {
    size_t Slot = nameHash(SortedNames[Run.First]) & Mask;
    while (Slots[Slot].Count != 0)
      Slot = (Slot + 1) & Mask;
    Slots[Slot] = Run;
  }
  return Slots;
}

} // namespace hipify
