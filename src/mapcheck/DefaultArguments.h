//===- DefaultArguments.h - CUDA default arguments HIP does not have ------===//
//
// `cudaMalloc3DArray(&a, &desc, extent)` leaves `flags` to CUDA's default;
// hipMalloc3DArray has none, so the converted call does not compile unless
// the mapping writes the default out (`default=4:0`).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_DEFAULTARGUMENTS_H
#define HIPIFY_MAPCHECK_DEFAULTARGUMENTS_H

#include "HeaderScanner.h"
#include "mapping/MappingFile.h"
#include <vector>

namespace hipify::mapcheck {

/// The calls of \p R's CUDA function that leave an argument to its CUDA
/// default (declared in \p Cuda) and that, as the mapping converts them,
/// its HIP function (declared in \p Hip) does not take, as `file:line:col:
/// error:` diagnostics naming the `default=` extra that would fix each.
/// Nothing when either side does not declare the function.
std::vector<mapgen::MappingDiagnostic>
checkDefaultArguments(const mapgen::MappingRecord &R, const DeclaredNames &Cuda,
                      const DeclaredNames &Hip);

} // namespace hipify::mapcheck

#endif
