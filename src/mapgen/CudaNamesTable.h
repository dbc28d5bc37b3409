//===- CudaNamesTable.h - mappings/cuda-names.map as a C++ table ----------===//
//
// The toolkit's names are looked up by every TU's audit: the build sorts
// them once, so the tool starts with the table ready instead of reading
// 18k lines into a hash map on each run.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPGEN_CUDANAMESTABLE_H
#define HIPIFY_MAPGEN_CUDANAMESTABLE_H

#include "mapping/MappingFile.h"
#include "llvm/Support/raw_ostream.h"

namespace hipify::mapgen {

/// Checks the list's text (\p Path names it in diagnostics, appended to
/// \p Diags) and writes it to \p OS as the `Version`, `Text` and `Records`
/// constants src/rules/CudaNames.cpp includes, records sorted by name.
/// Writes nothing when the list has a problem.
void writeCudaNamesTable(llvm::StringRef Path, llvm::StringRef Text,
                         llvm::raw_ostream &OS,
                         std::vector<MappingDiagnostic> &Diags);

} // namespace hipify::mapgen

#endif // HIPIFY_MAPGEN_CUDANAMESTABLE_H
