#include "QueryCommand.h"

namespace hipify {

int printQuery(llvm::StringRef Name, const MappingTable &Table,
               llvm::raw_ostream &OS) {
  auto Entries = Table.lookupAll(Name);
  if (Entries.empty()) {
    OS << Name << ": not a known CUDA name\n";
    return 1;
  }
  for (const MappingEntry &E : Entries) {
    OS << E.CudaName << " (" << kindName(E.Kind) << ", " << E.Api << ", "
       << E.Category << ")\n";
    OS << "  HIP:    " << (*E.HipName ? E.HipName : "-") << "\n";
    OS << "  status: " << statusName(E.Status);
    if (*E.Alternative)
      OS << " (use " << E.Alternative << ")";
    OS << "\n";
    if (!E.ArgOverloads.empty())
      OS << "  by argument count: " << writtenOverloads(E) << "\n";
    if (*E.Deprecated)
      OS << "  deprecated in CUDA " << E.Deprecated << "\n";
    if (*E.Removed)
      OS << "  removed in CUDA " << E.Removed << "\n";
    if (E.HipAdded) {
      OS << "  needs HIP " << E.HipAdded->str();
      if (*E.OlderHipName)
        OS << " (older HIP: " << E.OlderHipName << ")";
      else if (E.isNewerThan(DefaultHipTarget))
        OS << " (left as written for the default --hip-version="
           << DefaultHipTarget.str() << ")";
      OS << "\n";
    }
    OS << "  defined in mappings/" << E.SourceFile << ".tsv\n";
  }
  return 0;
}

} // namespace hipify
