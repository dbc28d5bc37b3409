//===- HipApiIndex.h - The HIP names a mapping may point to ---------------===//
//
// What the target check accepts as an existing HIP identifier or header:
// the names of /work/shared/hip-api/*.txt (HIP 6.3 and its libraries,
// `KIND<TAB>NAME` lines, headers in `# headers:` comment lines) and the
// identifiers spelled in Debian's installed HIP headers (HIP 5.2,
// hipSPARSE, hipRAND, rocRAND).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_HIPAPIINDEX_H
#define HIPIFY_MAPCHECK_HIPAPIINDEX_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify::mapcheck {

class HipApiIndex {
public:
  /// Reads every `*.txt` list in \p Directory.
  llvm::Error addNameLists(llvm::StringRef Directory);
  /// Reads one list.
  llvm::Error addNameList(llvm::StringRef File);

  /// Adds every identifier token (comments excluded) of the files under
  /// \p Directory, recursively; \p IncludeRoot is the directory include
  /// paths are relative to (for the header check).
  void addInstalledHeaders(llvm::StringRef Directory,
                           llvm::StringRef IncludeRoot);

  /// \p Name, or its last `::` component (lists qualify C++ names with
  /// their namespace, mappings may not, and the other way round).
  bool hasIdentifier(llvm::StringRef Name) const;

  /// \p Path as written in an #include (`hip/hip_runtime.h`).
  bool hasHeader(llvm::StringRef Path) const;

  size_t identifierCount() const { return Unqualified.size(); }

private:
  void addIdentifier(llvm::StringRef Name);

  llvm::StringSet<> Qualified, Unqualified, Headers;
};

/// The standard C/C++ type names a mapping may target (CUDA typedefs of
/// fixed-width integers map to the standard type itself, e.g. cuuint32_t
/// -> uint32_t, cusolver_int_t -> int).
bool isStandardTypeName(llvm::StringRef Name);

} // namespace hipify::mapcheck

#endif
