//===- HeaderScanner.h - Identifiers a set of CUDA headers declare --------===//
//
// Parses translation units that include CUDA headers (the way hipify-cpp
// parses user code: clang, -x cuda --cuda-host-only) and lists every public
// identifier declared or defined in those header files.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_HEADERSCANNER_H
#define HIPIFY_MAPCHECK_HEADERSCANNER_H

#include "conversion/ClangCommandLine.h"
#include "mapping/MappingVocabulary.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class FunctionDecl;
}

namespace hipify::mapcheck {

/// Where an identifier was first seen.
struct DeclaredName {
  DeclaredName() = default;
  DeclaredName(MappingKind Kind, std::string Header, std::string File,
               unsigned Line)
      : Kind(Kind), Header(std::move(Header)), File(std::move(File)),
        Line(Line) {}

  MappingKind Kind = MappingKind::Function;
  std::string Header; ///< as listed in `#! headers:`
  std::string File;   ///< as clang reached it
  unsigned Line = 0;
  /// Functions: the most parameters one of its declarations (overloads,
  /// templates) takes, and the fewest arguments one accepts.
  unsigned Parameters = 0;
  unsigned RequiredArguments = ~0u;
  /// Functions: the default arguments by parameter index (from 0), as
  /// printed from the first declaration that has one there.
  std::map<unsigned, std::string> DefaultArguments;

  /// Adds what the declaration \p Other of the same function says.
  void mergeSignature(const DeclaredName &Other);
};

/// Identifiers by (namespace-qualified) name, e.g. `cudaMalloc`,
/// `cooperative_groups::thread_block`, `cudaLaunchAttributeID`.
using DeclaredNames = std::map<std::string, DeclaredName>;

struct ScanResult {
  DeclaredNames Names;
  /// Headers (as listed) that could not be found or whose TU had errors.
  std::vector<std::string> FailedHeaders;
  /// Headers that declared nothing: clang's CUDA wrapper predefines the
  /// include guard of some (device_launch_parameters.h) and declares their
  /// contents itself.
  std::vector<std::string> EmptyHeaders;
};

/// The parameters and default arguments of \p FD, as a DeclaredName.
DeclaredName signatureOf(const clang::FunctionDecl &FD);

/// Collects the identifiers declared in \p Headers (paths relative to
/// `<cuda>/include` or `<cuda>/include/cccl`). All headers are first parsed in
/// one translation unit; when that fails (some headers exclude each other, like
/// cublas.h and cublas_v2.h), each header gets its own translation unit.
/// Compiler errors are printed to stderr only for the per-header attempts.
ScanResult scanHeaders(const ClangSettings &Settings,
                       llvm::ArrayRef<std::string> Headers);

struct ToolkitScan {
  /// Declared or defined in a file of the toolkit (Header: its path under
  /// `<cuda>/include`).
  DeclaredNames Names;
  /// Names also declared or defined outside the toolkit (the C and C++
  /// libraries, clang's CUDA wrappers): not the toolkit's own.
  std::set<std::string> DeclaredElsewhere;
  /// Entry headers that do not parse even alone.
  std::vector<std::string> FailedHeaders;
};

/// Collects what every file under `<cuda>/include` (but \p
/// ExcludedDirectory there) declares or defines, as reached from \p
/// EntryHeaders: parsed together, or in halves where they exclude each other.
ToolkitScan scanToolkit(const ClangSettings &Settings,
                        llvm::ArrayRef<std::string> EntryHeaders,
                        llvm::StringRef ExcludedDirectory);

} // namespace hipify::mapcheck

#endif
