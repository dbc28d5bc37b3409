//===- ArgumentPositions.h - Argument extras against CUDA's declarations --===//
//
// mapgen checks the syntax of `wrap=`, `drop=`, `device=`, `default=` and
// `insert=`; only the headers tell how many parameters the function has.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_ARGUMENTPOSITIONS_H
#define HIPIFY_MAPCHECK_ARGUMENTPOSITIONS_H

#include "HeaderScanner.h"
#include "mapping/MappingFile.h"
#include <vector>

namespace hipify::mapcheck {

/// The argument positions of \p R's extras that no declaration of the
/// function in \p Declared has, as `file:line:col: error:` diagnostics.
/// Nothing when the headers do not declare \p R's name as a function.
std::vector<mapgen::MappingDiagnostic>
checkArgumentPositions(const mapgen::MappingRecord &R,
                       const DeclaredNames &Declared);

} // namespace hipify::mapcheck

#endif
