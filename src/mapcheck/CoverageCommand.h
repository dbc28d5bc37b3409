//===- CoverageCommand.h - Are all CUDA header identifiers classified? ----===//
#ifndef HIPIFY_MAPCHECK_COVERAGECOMMAND_H
#define HIPIFY_MAPCHECK_COVERAGECOMMAND_H

#include "conversion/ClangCommandLine.h"
#include "mapping/MappingFile.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace hipify::mapcheck {

struct CoverageOptions {
  ClangSettings Settings;
  std::vector<std::string> Families; ///< empty: every family with headers
  std::vector<std::string> RequireZero;
  bool ListUnclassified = false;
  /// Where HIP's headers are (the directory holding `hip/`); empty: the
  /// default arguments are not compared.
  std::string HipIncludeRoot;
};

/// For each family with a `#! headers:` directive: the identifiers its
/// headers declare (minus its `#! ignore:` patterns), how many have a
/// mapping entry (in any family) and how many do not. Returns the exit
/// code: 1 when a family in RequireZero has unclassified names or headers
/// that did not parse, or when a mapped function's CUDA default argument
/// is one its HIP function lacks and the mapping does not write out.
int runCoverage(const std::vector<mapgen::MappingFamily> &All,
                const CoverageOptions &Options, llvm::raw_ostream &OS);

} // namespace hipify::mapcheck

#endif
