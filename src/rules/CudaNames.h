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

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
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

struct CudaName {
  llvm::StringRef Kind;   ///< `function`, `type`, `macro`, `header`, …
  llvm::StringRef Header; ///< where it is declared, under `<cuda>/include`
};

class CudaNames {
public:
  /// Reads the list's text (kept by reference); malformed lines are
  /// skipped.
  explicit CudaNames(llvm::StringRef Text);
  /// The list generated from the toolkit's headers.
  static const CudaNames &builtin();

  /// The name's entry, or nullptr when no toolkit header declares it.
  const CudaName *lookup(llvm::StringRef Name) const;
  /// Whether \p Path (as written in an #include) is a toolkit header.
  bool isHeader(llvm::StringRef Path) const { return isA(Path, "header"); }
  /// Whether \p Name is a macro the toolkit's headers define.
  bool isMacro(llvm::StringRef Name) const { return isA(Name, "macro"); }
  /// The toolkit version the list was made from (`13.0`).
  llvm::StringRef version() const { return Version; }

private:
  bool isA(llvm::StringRef Name, llvm::StringRef Kind) const {
    const CudaName *Entry = lookup(Name);
    return Entry && Entry->Kind == Kind;
  }

  llvm::StringMap<CudaName> ByName;
  llvm::StringRef Version;
};

/// Whether \p Entry names what CUDA removed (`removed=`) and the toolkit's
/// headers no longer declare: a name only older code spells.
bool isRemovedFromToolkit(const MappingEntry &Entry);

} // namespace hipify

#endif
