//===- ConvertedCall.h - What a CUDA call becomes, counted ----------------===//
//
// The argument extras (`insert=`, `drop=`, `default=`) and `args=` change a
// call's arguments and the function it calls. The checks that compare CUDA's
// declarations with HIP's count them as ArgumentTransformRule applies them.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPCHECK_CONVERTEDCALL_H
#define HIPIFY_MAPCHECK_CONVERTEDCALL_H

#include "HeaderScanner.h"
#include "mapping/ArgumentTransform.h"
#include "mapping/MappingFile.h"

namespace hipify::mapcheck {

struct ConvertedCall {
  std::string HipName;
  unsigned Arguments = 0;
  /// How many defaults, written out after the last argument, it gained.
  unsigned WrittenDefaults = 0;
};

/// \p Name's entry in \p Names when it is a function, else nullptr.
const DeclaredName *functionNamed(const DeclaredNames &Names,
                                  llvm::StringRef Name);
/// `file:line` of \p D, for diagnostics.
std::string declaredAt(const DeclaredName &D);

/// A call of \p R's CUDA function with \p Written arguments, as converted.
ConvertedCall convertCall(const mapgen::MappingRecord &R, unsigned Written);

} // namespace hipify::mapcheck

#endif
