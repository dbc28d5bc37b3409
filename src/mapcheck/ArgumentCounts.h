//===- ArgumentCounts.h - CUDA calls HIP's function does not take ---------===//
//
// `cuOccupancyMaxPotentialBlockSizeWithFlags` takes a callback HIP's
// function has no parameter for: renamed with its arguments as written, the
// call does not compile. The mapping must drop (`drop=`) or add (`insert=`)
// what differs.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_ARGUMENTCOUNTS_H
#define HIPIFY_MAPCHECK_ARGUMENTCOUNTS_H

#include "HeaderScanner.h"
#include "mapping/MappingFile.h"
#include <vector>

namespace hipify::mapcheck {

/// A call of \p R's CUDA function (declared in \p Cuda) writing every
/// argument it takes that, as the mapping converts it, its HIP function
/// (declared in \p Hip) does not take, as a `file:line:col: error:`
/// diagnostic. Nothing when either side does not declare the function.
std::vector<mapgen::MappingDiagnostic>
checkArgumentCounts(const mapgen::MappingRecord &R, const DeclaredNames &Cuda,
                    const DeclaredNames &Hip);

} // namespace hipify::mapcheck

#endif
