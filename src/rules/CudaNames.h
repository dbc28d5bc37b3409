//===- CudaNames.h - Every name the CUDA toolkit's headers declare --------===//
//
// mappings/cuda-names.map, written by `hipify-mapcheck cuda-names` from the
// toolkit's headers and carried by the tool: what the audit knows to be
// CUDA's where the parse cannot show a declaration (an inactive branch, a
// macro tested where its header is not included).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_RULES_CUDANAMES_H
#define HIPIFY_RULES_CUDANAMES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace clang {
class NamedDecl;
class NamespaceDecl;
} // namespace clang

namespace hipify {

struct MappingEntry;

/// Whether users name what \p NS holds without it: anonymous and inline
/// namespaces, and the versioning ones reserved to the implementation
/// (`cooperative_groups::__v1`).
bool isTransparentNamespace(const clang::NamespaceDecl &NS);

/// \p D's name as users write it and the tables and the list spell it:
/// qualified by its namespaces but the transparent ones
/// (`cooperative_groups::this_thread_block`).
std::string apiQualifiedName(const clang::NamedDecl &D);

enum class CudaNameKind : uint8_t {
  Header,
  Macro,
  Function,
  Type,
  Enumerator,
  Variable
};

struct CudaName {
  CudaNameKind Kind;
  llvm::StringRef Header; ///< where it is declared, under `<cuda>/include`
};

/// One name of the list, its strings given by offset into the list's text
/// (the build writes both: src/mapgen/CudaNamesTable.cpp).
struct CudaNameRecord {
  uint32_t Name, Header;
  uint8_t NameLength, HeaderLength;
  CudaNameKind Kind;
};

class CudaNames {
public:
  /// A list of \p Records sorted by name, whose strings are in \p Text.
  CudaNames(llvm::ArrayRef<CudaNameRecord> Records, const char *Text,
            llvm::StringRef Version)
      : Records(Records), Text(Text), Version(Version) {}
  /// The list generated from the toolkit's headers.
  static const CudaNames &builtin();

  /// The name's entry, or nothing when no toolkit header declares it.
  std::optional<CudaName> lookup(llvm::StringRef Name) const;
  /// Whether \p Path (as written in an #include) is a toolkit header.
  bool isHeader(llvm::StringRef Path) const {
    return isA(Path, CudaNameKind::Header);
  }
  /// Whether \p Name is a macro the toolkit's headers define.
  bool isMacro(llvm::StringRef Name) const {
    return isA(Name, CudaNameKind::Macro);
  }
  /// The toolkit version the list was made from (`13.0`).
  llvm::StringRef version() const { return Version; }

private:
  bool isA(llvm::StringRef Name, CudaNameKind Kind) const {
    std::optional<CudaName> Entry = lookup(Name);
    return Entry && Entry->Kind == Kind;
  }
  llvm::StringRef nameOf(const CudaNameRecord &R) const {
    return llvm::StringRef(Text + R.Name, R.NameLength);
  }

  llvm::ArrayRef<CudaNameRecord> Records;
  const char *Text;
  llvm::StringRef Version;
};

/// Whether \p Entry names what CUDA removed (`removed=`) and the toolkit's
/// headers no longer declare: a name only older code spells.
bool isRemovedFromToolkit(const MappingEntry &Entry);

} // namespace hipify

#endif
