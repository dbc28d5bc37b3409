//===- Generators.h - Files written from the mapping tables ---------------===//
//
// hipify-clang's generator options: a regex-based hipify-perl script
// (--perl), a Python mapping module (--python) and support tables per API
// family (--md, --csv). Each is written from the same MappingTable the
// translator uses.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_GENERATORS_GENERATORS_H
#define HIPIFY_GENERATORS_GENERATORS_H

#include "mapping/MappingTable.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>

namespace hipify {

/// --doc-format: which columns and rows the support tables have.
enum class DocFormat {
  Full,    ///< CUDA and HIP names with their versions, every entry
  Strict,  ///< as Full, only the entries HIP has (supported, experimental)
  Compact, ///< CUDA and HIP names only
};

/// --doc-roc: where the rocBLAS/rocSPARSE/rocRAND/rocSOLVER names go.
enum class DocRoc {
  Separate, ///< a `..._supported_by_ROC` table of its own
  Joint,    ///< a ROC column in a `..._supported_by_HIP_and_ROC` table
};

std::optional<DocFormat> parseDocFormat(llvm::StringRef Name);
std::optional<DocRoc> parseDocRoc(llvm::StringRef Name);

struct GeneratorOptions {
  bool Perl = false;
  bool Python = false;
  bool Markdown = false;
  bool Csv = false;
  std::string PerlDir = ".";   ///< --o-hipify-perl-dir
  std::string PythonDir = "."; ///< --o-python-map-dir
  std::string DocsDir = ".";   ///< --o-dir
  DocFormat Format = DocFormat::Full;
  DocRoc Roc = DocRoc::Separate;

  bool any() const { return Perl || Python || Markdown || Csv; }
};

/// Writes what \p Opts asks for; problems are printed to \p Errors. Returns
/// the exit code: 0, or 1 when a file could not be written.
int runGenerators(const GeneratorOptions &Opts, const MappingTable &Table,
                  llvm::raw_ostream &Errors);

} // namespace hipify

#endif
