//===- TableChoices.h - The mapping table as the command line shapes it ---===//
#ifndef HIPIFY_TABLECHOICES_H
#define HIPIFY_TABLECHOICES_H

#include "mapping/MappingTable.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/StringSaver.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// hipify-clang's options that change what a CUDA name becomes.
struct TableChoices {
  /// --amap: names HIP lacks (or has as experimental, without
  /// --experimental) are converted all the same, to amapName().
  bool ConvertUnsupported = false;
  /// --roc: the cuBLAS, cuSPARSE, cuRAND and cuSOLVER families target
  /// rocBLAS, rocSPARSE, rocRAND and rocSOLVER; their names without a roc
  /// name are left as written and reported.
  bool Roc = false;
  /// --use-hip-data-types: with --roc, `cudaDataType` stays `hipDataType`
  /// instead of becoming `rocblas_datatype`.
  bool UseHipDataTypes = false;
  /// --experimental.
  bool Experimental = false;
  /// --hipdnn: cuDNN targets hipDNN (hipify-clang's default) instead of
  /// MIOpen; names without a hipDNN name are reported.
  bool Hipdnn = false;
  /// --flat-library-includes: the headers of hipBLAS, hipSPARSE, hipRAND,
  /// hipFFT, hipSOLVER (and their roc counterparts) included by file name
  /// (`<hipblas.h>`), as hipify-clang writes them and ROCm before 5.2
  /// installs them, not from their directory (`<hipblas/hipblas.h>`).
  bool FlatLibraryIncludes = false;
};

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
