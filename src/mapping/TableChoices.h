//===- TableChoices.h - The mapping table as the command line shapes it ---===//
#ifndef HIPIFY_MAPPING_TABLECHOICES_H
#define HIPIFY_MAPPING_TABLECHOICES_H

#include "hipify/ConversionOptions.h"
#include "mapping/MappingTable.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/StringSaver.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// What --amap writes for an entry HIP lacks: the HIP name it records, else
/// its name with the CUDA prefix made HIP's (`cudaX` -> `hipX`, `cublasX` ->
/// `hipblasX`, `CU_X` -> `HIP_X`).
std::string amapName(const MappingEntry &Entry);

/// The builtin table with \p Choices applied; the builtin table itself when
/// they change nothing.
class ChosenTable {
public:
  ChosenTable(const MappingTable &Builtin, const TableChoices &Choices);
  ChosenTable(const ChosenTable &) = delete;
  ChosenTable &operator=(const ChosenTable &) = delete;
  const MappingTable &table() const { return Table ? *Table : Builtin; }

private:
  const MappingTable &Builtin;
  llvm::BumpPtrAllocator Allocator;
  llvm::StringSaver Saver{Allocator};
  std::vector<MappingEntry> Entries;
  std::optional<MappingTable> Table;
};

} // namespace hipify

#endif
