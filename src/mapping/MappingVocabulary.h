//===- MappingVocabulary.h - Words of the mapping data --------------------===//
//
// The closed vocabularies used by mappings/*.tsv: entry kinds, support
// statuses and statistics categories. Shared by the build-time generator,
// which validates the data against them, and the translator, which reads the
// generated tables.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_MAPPINGVOCABULARY_H
#define HIPIFY_MAPPING_MAPPINGVOCABULARY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace hipify {

enum class MappingKind : uint8_t {
  Function,
  Type,
  Enum,
  Enumerator,
  Macro,
  Variable,
  Header,
  Namespace, ///< a library namespace (`cub`), renamed where it qualifies
  Option,    ///< a compiler option string (NVRTC's), matched as a prefix
};

enum class SupportStatus : uint8_t {
  Supported,
  Unsupported,
  Experimental,
};

/// A library that an option puts in place of a whole family's HIP one
/// (`#! alternative-library:`): each name then needs that library's name.
enum class AlternativeLibrary : uint8_t {
  None,
  Roc,    ///< --roc: rocBLAS, rocSPARSE, rocRAND, rocSOLVER (`roc=`)
  Hipdnn, ///< --hipdnn: hipDNN instead of MIOpen (`hipdnn=`)
};

llvm::StringRef kindName(MappingKind Kind);
std::optional<MappingKind> parseKind(llvm::StringRef Name);

std::optional<AlternativeLibrary> parseAlternativeLibrary(llvm::StringRef Name);

llvm::StringRef statusName(SupportStatus Status);
std::optional<SupportStatus> parseStatus(llvm::StringRef Name);

/// The "by type" categories of the statistics, in hipify-clang's order.
llvm::ArrayRef<llvm::StringRef> statisticsCategories();
bool isStatisticsCategory(llvm::StringRef Name);

/// The "by API" name and "by type" category counted for a CUDA name no
/// mapping file classifies (statistics list them after the known ones).
inline constexpr const char *UnclassifiedCudaApi = "CUDA API (unclassified)";
inline constexpr const char *UnclassifiedCategory = "unclassified";

/// The "by API" family names of the statistics.
llvm::ArrayRef<llvm::StringRef> statisticsApis();
bool isStatisticsApi(llvm::StringRef Name);

} // namespace hipify

#endif
