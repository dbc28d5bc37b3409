//===- NumericBounds.h - Documented error bounds of device math -----------===//
//
// mappings/numerics.bounds: for each device math function whose results may
// differ between CUDA and HIP, the maximum error each vendor documents, with
// its source. hipify-mapgen validates it and writes its docs table; the
// numerics-fast-math rule reads it, embedded in the tool.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_NUMERICBOUNDS_H
#define HIPIFY_MAPPING_NUMERICBOUNDS_H

#include "MappingFile.h"

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

/// One vendor's documented maximum error of a function.
struct DocumentedBound {
  /// The maximum error in ulps, as written; empty when the vendor documents
  /// none in ulps.
  std::string Ulp;
  /// The bound in full, with its source (`... [cuda-guide]`).
  std::string Text;
};

struct NumericBound {
  std::string Function;
  DocumentedBound Cuda, Hip;
  mapgen::SourcePosition Where;

  /// Both vendors document the same figure: nothing to say at a call.
  bool sameOnBoth() const { return !Cuda.Ulp.empty() && Cuda.Ulp == Hip.Ulp; }
};

struct NumericBoundsFile {
  /// `#! source key: text`, in order.
  std::vector<std::pair<std::string, std::string>> Sources;
  std::vector<NumericBound> Bounds;

  const NumericBound *find(llvm::StringRef Function) const;
};

/// Parses \p Text (the contents of \p Path). Problems are appended to
/// \p Diags; the lines that could be read are returned regardless.
NumericBoundsFile
parseNumericBounds(llvm::StringRef Path, llvm::StringRef Text,
                   std::vector<mapgen::MappingDiagnostic> &Diags);

} // namespace hipify

#endif
