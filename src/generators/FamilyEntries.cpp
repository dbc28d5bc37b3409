#include "FamilyEntries.h"

#include <map>

namespace hipify {

std::vector<FamilyEntries> entriesByFamily(const MappingTable &Table) {
  std::map<llvm::StringRef, FamilyEntries> ByName;
  for (const MappingEntry &E : Table.entries()) {
    FamilyEntries &F = ByName[E.SourceFile];
    if (F.Name.empty()) {
      F.Name = E.SourceFile;
      F.Api = E.Api;
    }
    F.Entries.push_back(&E);
  }
  std::vector<FamilyEntries> Families;
  for (auto &[Name, F] : ByName)
    Families.push_back(std::move(F));
  return Families;
}

} // namespace hipify
