//===- TableWriter.h - Emit the C++ lookup table and Markdown tables ------===//
#ifndef HIPIFY_MAPGEN_TABLEWRITER_H
#define HIPIFY_MAPGEN_TABLEWRITER_H

#include "mapping/MappingFile.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>

namespace hipify::mapgen {

/// Writes a sorted constant array `GeneratedEntries` of hipify::MappingEntry.
void writeCppTable(const std::vector<MappingFamily> &Families,
                   llvm::raw_ostream &OS);

/// Markdown support tables: file name (e.g. `runtime.md`) -> contents,
/// one per family plus an index `README.md`.
std::map<std::string, std::string>
renderSupportTables(const std::vector<MappingFamily> &Families);

} // namespace hipify::mapgen

#endif
